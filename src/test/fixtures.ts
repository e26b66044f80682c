/** Test data: tokens that jwt-decode accepts, and profiles shaped like contract/api/auth.ts. */
import type { Profile, TokenClaims } from '../../contract/api/auth';

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    user_uuid: '11111111-1111-4111-8111-111111111111',
    email: 'ana@acme.test',
    roles: ['Company Admin'],
    company_uuid: '22222222-2222-4222-8222-222222222222',
    modules: ['dashboard', 'compliance'],
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    jti: 'test-jti',
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** A profile; its privileges default to every action on each of its modules (an admin's). */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const modules = overrides.modules ?? ['dashboard', 'compliance', 'documents'];
  const all = { view: true, create: true, update: true, delete: true };
  return {
    user_uuid: '11111111-1111-4111-8111-111111111111',
    email: 'ana@acme.test',
    name: 'Ana Putri',
    language: 'en',
    state: 'active',
    roles: [{ role_uuid: 'r1', role_name: 'Company Admin', role_setting: 1 }],
    modules,
    privileges: Object.fromEntries(modules.map((m) => [m, all])),
    company_data: {
      company_uuid: '22222222-2222-4222-8222-222222222222',
      name: 'PT Acme Indonesia',
      is_provider: false,
      subscription_start: '2025-01-01T00:00:00.000Z',
      expired_at: '2030-12-31T00:00:00.000Z',
      expiry_warning_days: 30,
    },
    ...overrides,
  };
}

/** A list answer (api.md "Lists") holding every row on one page, as the server gives a whole list. */
export function listPage<T>(rows: T[]) {
  return { data: rows, page: 1, limit: 500, total: rows.length, total_page: 1 };
}

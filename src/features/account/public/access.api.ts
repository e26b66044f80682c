/**
 * The pre-login account calls: checking an invitation and setting its password (the invitation
 * token in `access_token`, spec section 7), requesting a reset link and changing the password
 * with it. Plain calls, never queued: they make sense only while the server answers. Failures
 * come back as `AccessFailure` (the server's message and code, or `errors:network`).
 */
import type { CreatePasswordBody, InvitationSummary, RecoveryChangeBody } from '../../../../contract/api/account-access';
import type { Envelope } from '../../../../contract/envelope';
import { ApiError, api } from '../../../lib/api-client';

export interface AccessFailure {
  /** The server's message, or an errors-namespace key when no answer came. */
  message: string;
  code: string | null;
  status: number | null;
  errors: Record<string, string[]>;
}

export function toAccessFailure(error: unknown): AccessFailure {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { message: 'errors:network', code: 'network', status: null, errors: {} };
    return { message: error.message, code: error.code, status: error.status, errors: error.errors };
  }
  return { message: 'errors:unknown', code: null, status: null, errors: {} };
}

const withToken = (token: string) => ({ headers: { access_token: token } });

export async function checkInvitation(token: string): Promise<InvitationSummary> {
  const { data } = await api.get<Envelope<InvitationSummary>>('/users/check-invitation', withToken(token));
  return data.data;
}

export async function createPassword(token: string, body: CreatePasswordBody): Promise<{ email: string }> {
  const { data } = await api.post<Envelope<{ email: string }>>('/users/create-password', body, withToken(token));
  return data.data;
}

export async function requestRecovery(email: string): Promise<string> {
  const { data } = await api.post<Envelope<null>>('/auth/recovery-password', { email: email.trim() });
  return data.message;
}

export async function changeRecoveredPassword(body: RecoveryChangeBody): Promise<string> {
  const { data } = await api.post<Envelope<null>>('/auth/recovery-password/change-password', body);
  return data.message;
}

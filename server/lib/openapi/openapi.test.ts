import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../route';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOpenApi } from './document';
import { openApiPath } from './operation';

type Doc = ReturnType<typeof buildOpenApi>;
type Operation = Record<string, any>;

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operationOf = (d: Doc, r: { method: string; url: string }) =>
  (d.paths[openApiPath(r.url)] as Record<string, Operation> | undefined)?.[r.method.toLowerCase()];

async function validate(document: unknown) {
  const validator = new Validator();
  const result = await validator.validate(document as Record<string, unknown>);
  return { ...result, version: validator.version };
}

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('fails validation when the document is broken (the check is real)', async () => {
    const broken = structuredClone(doc) as Record<string, any>;
    broken.paths['/health'].get.responses = { 200: { content: {} } }; // a response without its description
    expect((await validate(broken)).valid).toBe(false);
  });

  it('lists every route of the table', () => {
    const missing = t.app.apiRoutes
      .filter((r) => !operationOf(doc, r))
      .map((r) => `${r.method} ${r.url}`);
    expect(t.app.apiRoutes.length).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });

  it('documents a route added later with nothing else edited', () => {
    const added: RouteEntry = {
      method: 'PUT',
      url: '/compliance/:id',
      access: { module: 'compliance', action: 'update' },
      schemas: {
        params: z.object({ id: z.string() }),
        body: z.object({ note: z.string() }),
        response: z.object({ ok: z.boolean() }),
        summary: 'New',
        example: { ok: true },
      },
    };
    const op = operationOf(buildOpenApi([...t.app.apiRoutes, added], '1'), added);
    expect(op).toMatchObject({
      summary: 'New',
      'x-access': { module: 'compliance', action: 'update' },
    });
    expect(Object.keys(op!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '422', '503']),
    );
  });

  it('gives each operation its parameters, security, access and an example that matches its answer schema', () => {
    for (const r of t.app.apiRoutes) {
      const op = operationOf(doc, r)!;
      const isPublic = !!r.access && 'public' in r.access;
      const names = op.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref);
      expect(names, `${r.method} ${r.url}`).toEqual(
        expect.arrayContaining(['#/components/parameters/lang', '#/components/parameters/t']),
      );
      for (const param of r.url.match(/:(\w+)/g) ?? []) expect(names).toContain(param.slice(1));
      expect(op.security).toEqual(isPublic ? [] : [{ access_token: [] }]);
      expect(op['x-access']).toEqual(r.access);
      expect(op.description).toMatch(/Access: /);
      if (!isPublic && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
        expect(names).toContain('#/components/parameters/idempotencyKey');
      if (r.schemas.produces) continue;
      const success = op.responses[String(r.schemas.status)].content['application/json'];
      expect(
        r.schemas.response!.safeParse(success.example.data).success,
        `example of ${r.method} ${r.url}`,
      ).toBe(true);
      if (!isPublic) expect(op.responses['401']).toEqual({ $ref: '#/components/responses/401' });
    }
  });

  it('documents the failure envelope and the access_token scheme', () => {
    expect(doc.components.securitySchemes.access_token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'access_token',
    });
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message', 'code'] });
    expect(operationOf(doc, { method: 'POST', url: '/auth/login' })!.responses).toHaveProperty(
      '429',
    );
    expect(operationOf(doc, { method: 'POST', url: '/feedback' })!.responses).toHaveProperty('201');
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with scripts from this origin only, and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.every((s) => s.startsWith('/api/docs/'))).toBe(true);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of sources) {
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect([src, asset.statusCode]).toEqual([src, 200]);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('validatorUrl: null');
    expect(init.body).toContain("url: '/api/openapi.json'");
  });

  it('serves nothing else from the asset folder', async () => {
    for (const name of [
      'package.json',
      '..%2F..%2Fpackage.json',
      'index.html',
      'swagger-initializer.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${name}` });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 404, 'not_found']);
    }
  });
});

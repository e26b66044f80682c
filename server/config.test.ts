import { describe, expect, it } from 'vitest';
import { clientConfigOf, ConfigError, entraOrigins, loadConfig, telemetryOrigins } from './config';
import { createStorage } from './storage/create';

/** A configured secret: no test writes one into the project's ./data. */
const SECRET = { JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' };

describe('loadConfig', () => {
  it('starts with no configuration at all on the embedded defaults', () => {
    const c = loadConfig(SECRET);
    expect(c).toMatchObject({
      PORT: 3000,
      SOCKET_PORT: 15081,
      DATA_DIR: './data',
      APP_VERSION: '1.0.0',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        ...SECRET,
        PORT: 'abc',
        DATABASE_URL: 'nope',
        NODE_ENV: 'production',
        LOGIN_MAX_ATTEMPTS: '0',
      });
      throw new Error('should have failed');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LOGIN_MAX_ATTEMPTS/);
    }
  });

  it('demands a JWT secret with DATABASE_URL (server/jwt-secret.test.ts: the embedded database keeps its own)', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/x' }),
    ).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.example/x',
        JWT_SECRET: 'x'.repeat(32),
      }).JWT_SECRET,
    ).toBe('x'.repeat(32));
  });

  it('stores files on local disk unless S3_BUCKET is set, and wants both S3 keys or neither', () => {
    expect(loadConfig(SECRET)).toMatchObject({
      UPLOAD_MAX_MB: 50,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(createStorage(loadConfig(SECRET)).kind).toBe('local');
    expect(
      createStorage(
        loadConfig({
          ...SECRET,
          S3_BUCKET: 'files',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ).kind,
    ).toBe('s3');
    expect(() => loadConfig({ ...SECRET, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...SECRET, UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });

  it('reads CORS origins as a list', () => {
    expect(
      loadConfig({ ...SECRET, CORS_ORIGINS: 'https://a.test, https://b.test' }).corsOrigins,
    ).toEqual(['https://a.test', 'https://b.test']);
  });

  it('keeps analytics and error reporting off unless configured', () => {
    const c = loadConfig(SECRET);
    expect(clientConfigOf(c)).toEqual({ analytics: null, error_reporting: null, entra: null });
    expect(telemetryOrigins(c)).toEqual([]);
  });

  it('turns analytics on only with a measurement id and its address, and errors with their address at trace rate 0', () => {
    const c = loadConfig({
      ...SECRET,
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123',
      ANALYTICS_URL: 'https://stats.example.com/collect',
      ERROR_REPORT_URL: 'https://errors.example.com/api/report?project=7',
    });
    expect(clientConfigOf(c)).toEqual({
      analytics: { measurement_id: 'G-ABC123', url: 'https://stats.example.com/collect' },
      error_reporting: {
        url: 'https://errors.example.com/api/report?project=7',
        trace_sample_rate: 0,
      },
      entra: null,
    });
    expect(telemetryOrigins(c)).toEqual([
      'https://stats.example.com',
      'https://errors.example.com',
    ]);
    expect(
      clientConfigOf(loadConfig({ ...SECRET, ERROR_REPORT_URL: 'https://e.example.com/r' }))
        .analytics,
    ).toBeNull();
  });

  it('offers Microsoft sign-in only with both the tenant and the application id, at the configured authority', () => {
    expect(clientConfigOf(loadConfig({ ...SECRET, ENTRA_CLIENT_ID: 'app' })).entra).toBeNull();
    expect(clientConfigOf(loadConfig({ ...SECRET, ENTRA_TENANT_ID: 'tenant' })).entra).toBeNull();
    expect(entraOrigins(loadConfig({ ...SECRET, ENTRA_TENANT_ID: 'tenant' }))).toEqual([]);
    const sovereign = loadConfig({
      ...SECRET,
      ENTRA_TENANT_ID: 'tenant',
      ENTRA_CLIENT_ID: 'app',
      ENTRA_AUTHORITY: 'https://login.microsoftonline.us/tenant/',
    });
    expect(clientConfigOf(sovereign).entra).toEqual({
      client_id: 'app',
      tenant_id: 'tenant',
      authority: 'https://login.microsoftonline.us/tenant',
    });
    expect(entraOrigins(sovereign)).toEqual(['https://login.microsoftonline.us']);
  });

  it('refuses half an analytics configuration and telemetry addresses that are not plain http(s)', () => {
    expect(() => loadConfig({ ...SECRET, ANALYTICS_URL: 'https://stats.example.com/c' })).toThrow(
      /ANALYTICS_URL: needs ANALYTICS_MEASUREMENT_ID/,
    );
    expect(() => loadConfig({ ...SECRET, ANALYTICS_MEASUREMENT_ID: 'G-1' })).toThrow(
      /ANALYTICS_MEASUREMENT_ID: needs ANALYTICS_URL/,
    );
    expect(() => loadConfig({ ...SECRET, ERROR_REPORT_URL: 'ftp://errors.example.com/' })).toThrow(
      /ERROR_REPORT_URL: must be an http\(s\) address/,
    );
    expect(() =>
      loadConfig({ ...SECRET, ERROR_REPORT_URL: 'https://key:secret@errors.example.com/' }),
    ).toThrow(/ERROR_REPORT_URL: must not contain credentials/);
    expect(() =>
      loadConfig({
        ...SECRET,
        ANALYTICS_MEASUREMENT_ID: 'G 1<script>',
        ANALYTICS_URL: 'https://s.example.com/',
      }),
    ).toThrow(/ANALYTICS_MEASUREMENT_ID/);
  });
});

/**
 * Configuration from the environment, validated at start. Every problem is listed at once so an
 * operator fixes them in one pass instead of one restart per mistake.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import type { ClientConfig } from '../contract/api/client-config';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
/** A duration in milliseconds, from 0.1 s to 10 minutes. */
const ms = (def: number) => z.coerce.number().int().min(100).max(600_000).default(def);
const port = (def: number) => z.coerce.number().int().min(1).max(65535).default(def);
/** An address the browser sends telemetry to: absolute http(s), no credentials in it. */
const telemetryUrl = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) address')
  .refine((v) => !new URL(v).username && !new URL(v).password, 'must not contain credentials')
  .optional();

/** An IPv4 or IPv6 address, with an optional CIDR prefix length. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-* headers are believed (Fastify's `trustProxy`): unset, `false` or
 * `0`, none; a hop count (the load balancers in front of the server); or a comma-separated list
 * of the proxies' addresses and CIDRs. `true` would believe every hop, so any address a client
 * writes in the header: refused.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          '`true` would trust any X-Forwarded-For a client writes; give the hop count of the proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      if (Number(value) > 10) ctx.addIssue({ code: 'custom', message: 'a hop count from 1 to 10' });
      return Number(value);
    }
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, IP address or CIDR: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the configured value. A hop count is given as a function: Fastify
 * 5.12 turns a plain number into "trust nothing" (a client reaching the server directly could
 * otherwise write as many hops as it likes), which would silently ignore the proxies' headers.
 * A hop count is therefore only right when the server cannot be reached but through its proxies;
 * naming the proxies' addresses holds either way (README, "Running more than one process").
 */
export function trustProxyOption(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port(3000),
  SOCKET_PORT: port(15081),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  CORS_ORIGINS: z.string().default(''),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(10000).default(50),
  // The first wait of an account and address pair past its allowance; it doubles with each further
  // failure, up to LOGIN_WINDOW_SECONDS (server/modules/auth/login-rule.ts).
  LOGIN_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  EXPIRY_WARNING_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  APP_VERSION: z.string().default('1.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SERVE_CLIENT: bool.default(true),
  CLIENT_DIR: z.string().default('./dist/client'),
  TRUST_PROXY: trustProxy,
  // Slow clients must not hold sockets open: a body trickled in a byte at a time is cut off.
  REQUEST_TIMEOUT_MS: ms(30_000),
  HEADERS_TIMEOUT_MS: ms(10_000),
  CONNECTION_TIMEOUT_MS: ms(60_000),
  KEEP_ALIVE_TIMEOUT_MS: ms(72_000),
  SOURCE_MAPS: bool.default(false),
  // The specification's "switch to https when configured": redirect every plain-http visit.
  FORCE_HTTPS: bool.default(false),
  // Telemetry (specification section 9): off unless configured, served to the client by
  // GET /api/client-config. Analytics only with a measurement id; errors only with an address.
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, "-" or "_", at most 64')
    .optional(),
  ANALYTICS_URL: telemetryUrl,
  ERROR_REPORT_URL: telemetryUrl,
  // The address users reach the app at: the links in mails (invitation, recovery) start with it.
  // Defaults to http://localhost:PORT.
  PUBLIC_URL: z.string().url().optional(),
  // Mail over SMTP (smtp://user:pass@host:port, smtps:// for TLS); without it mails stay in the
  // outbox table, visible to the provider.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('RegComply <no-reply@regcomply.local>'),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  RECOVERY_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  // The job runner: off in processes that must not run background work (tests turn it on).
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_MS: ms(1000),
  // A running job whose lock is older than this (no heartbeat: its process died) is run again.
  JOBS_LEASE_MS: ms(60_000),
  // The first retry's delay; each further one doubles, capped at an hour.
  JOBS_RETRY_MS: ms(10_000),
  // Microsoft Entra ID sign-in: shown on the login screen only when both ids are set. ENTRA_TENANT_ID is
  // one tenant id (only its tokens are accepted) or `organizations` / `common` (any organisation's tenant);
  // each company then registers its own tenant (PUT /settings/microsoft), the provider's defaulting to the one trusted tenant.
  ENTRA_TENANT_ID: z.string().optional(),
  ENTRA_CLIENT_ID: z.string().optional(),
  // Overrides for a sovereign cloud or a test authority: the token issuer and the key set.
  ENTRA_AUTHORITY: z.string().url().optional(),
  ENTRA_ISSUER: z.string().optional(),
  ENTRA_JWKS_URL: z.string().url().optional(),
  // Secrets stored in the database (the LDAP bind password) are encrypted with a key derived
  // from this; defaults to one derived from JWT_SECRET.
  DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Files: local disk under DATA_DIR/files unless S3_BUCKET is set (S3-compatible storage).
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2000).default(50),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  // MinIO, s3rver or another S3-compatible server; AWS when omitted.
  S3_ENDPOINT: z.string().url().optional(),
  // Without both keys the SDK's own chain is used (environment, instance role).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Web Push (server/modules/notifications/push): the VAPID key pair (base64url, as web-push's
  // generateVAPIDKeys gives it). Without both, a pair is made on first start and kept, sealed, in
  // the database (app_secrets), so subscriptions survive restarts.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')
    .optional(),
  // Who the push services may contact about our pushes: mailto: or https: (defaults to MAIL_FROM's address).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  // The push services the server may send to (no other address is ever called: a subscription
  // names a URL the server then requests). Comma-separated host names, `*.` for any subdomain;
  // https only, except loopback hosts listed here (tests).
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com',
    ),
  PUSH_TIMEOUT_MS: ms(10_000),
  // The company directories (LDAP) the server may connect to: comma-separated host names (`*.`
  // for any subdomain), IP addresses and CIDRs. Unset: any public address, never a loopback,
  // private or link-local one (server/modules/directory/ldap-target.ts).
  LDAP_ALLOWED_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every(
            (e) =>
              isAddressOrCidr(e) ||
              /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(e),
          ),
      'host names, `*.domain`, IP addresses or CIDRs, comma-separated',
    ),
  // Plain ldap:// without StartTLS sends the bind password in clear: refused unless allowed here.
  LDAP_ALLOW_PLAIN: bool.default(false),
  // Connecting, TLS and the bind of a sync must finish within this; a failure answers after it
  // in every case, so its timing says nothing about what listens at the address.
  LDAP_TIMEOUT_MS: ms(5000),
  // How often each process renews its heartbeat row (server/process-heartbeat.ts).
  PROCESS_HEARTBEAT_MS: ms(30_000),
});

export type Config = z.infer<typeof schema> & {
  JWT_SECRET: string;
  corsOrigins: string[];
  PUBLIC_URL: string;
  pushAllowedHosts: string[];
  ldapAllowedHosts: string[];
  VAPID_SUBJECT: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The embedded database's signing secret when none is configured: made at the first start from
 * 48 random bytes and kept in DATA_DIR (mode 0600), so `npm start` needs no configuration yet
 * signs with no public value, and tokens and sealed secrets (the LDAP bind password, derived
 * from it unless DATA_KEY is set) survive restarts. Created atomically: the whole secret is
 * written to a file of this process, then hard-linked to its name, which fails if another
 * process got there first; every process then reads the one that won.
 */
function keptSecret(dataDir: string): { secret: string } | { problem: string } {
  const file = join(dataDir, JWT_SECRET_FILE);
  const read = () => readFileSync(file, 'utf8').trim();
  let secret: string;
  try {
    secret = read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      return { problem: `JWT_SECRET: cannot read ${file}: ${(err as Error).message}` };
    try {
      mkdirSync(dataDir, { recursive: true });
      const mine = join(
        dataDir,
        `.${JWT_SECRET_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`,
      );
      writeFileSync(mine, `${randomBytes(48).toString('base64url')}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
      try {
        linkSync(mine, file);
      } catch (linkErr) {
        if ((linkErr as NodeJS.ErrnoException).code !== 'EEXIST') throw linkErr;
      } finally {
        unlinkSync(mine);
      }
      secret = read();
    } catch (writeErr) {
      return {
        problem: `JWT_SECRET: not set, and no secret could be kept in ${file}: ${(writeErr as Error).message}`,
      };
    }
  }
  if (secret.length < 32)
    return {
      problem: `JWT_SECRET: the kept secret in ${file} is shorter than 32 characters; remove the file to make a new one`,
    };
  return { secret };
}

/**
 * Reads and validates the environment. JWT_SECRET: required with DATABASE_URL (every process and
 * machine must share it); on the embedded database, made and kept in DATA_DIR when not set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  let jwtSecret = parsed.success ? parsed.data.JWT_SECRET : undefined;
  if (parsed.success && !jwtSecret && parsed.data.DATABASE_URL) {
    problems.push(
      'JWT_SECRET: required with DATABASE_URL (at least 32 characters, the same in every process)',
    );
  }
  if (parsed.success && parsed.data.PORT === parsed.data.SOCKET_PORT) {
    problems.push('SOCKET_PORT: must differ from PORT');
  }
  if (parsed.success && parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    problems.push('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  if (
    parsed.success &&
    Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)
  ) {
    // One key without the other would silently fall back to the SDK's own credentials.
    problems.push(
      'S3_ACCESS_KEY_ID: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (parsed.success && parsed.data.FORCE_HTTPS && parsed.data.TRUST_PROXY === false) {
    // Behind a proxy without TRUST_PROXY every request looks like http: an endless redirect.
    problems.push(
      'FORCE_HTTPS: requires TRUST_PROXY (the hop count or addresses of the proxies; the protocol comes from X-Forwarded-Proto)',
    );
  }
  if (
    parsed.success &&
    parsed.data.FORCE_HTTPS &&
    !parsed.data.PUBLIC_URL?.startsWith('https://')
  ) {
    // The redirect goes to the configured origin, never to the Host a request names.
    problems.push('FORCE_HTTPS: requires an https PUBLIC_URL (where plain-http visits are sent)');
  }
  if (
    parsed.success &&
    Boolean(parsed.data.ANALYTICS_MEASUREMENT_ID) !== Boolean(parsed.data.ANALYTICS_URL)
  ) {
    // Half a configuration would look on but send nothing (or send without an id): refuse it.
    problems.push(
      parsed.data.ANALYTICS_URL
        ? 'ANALYTICS_URL: needs ANALYTICS_MEASUREMENT_ID (analytics is on only with a measurement id)'
        : 'ANALYTICS_MEASUREMENT_ID: needs ANALYTICS_URL (where the page views are sent)',
    );
  }
  if (
    parsed.success &&
    Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)
  ) {
    problems.push(
      'VAPID_PUBLIC_KEY: give both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then made and kept)',
    );
  }
  // Last: a configuration refused for another reason leaves no file behind.
  if (parsed.success && !jwtSecret && problems.length === 0) {
    const kept = keptSecret(parsed.data.DATA_DIR);
    if ('problem' in kept) problems.push(kept.problem);
    else jwtSecret = kept.secret;
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const data = parsed.data;
  return {
    ...data,
    JWT_SECRET: jwtSecret!,
    corsOrigins: data.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    pushAllowedHosts: data.PUSH_ALLOWED_HOSTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    ldapAllowedHosts: data.LDAP_ALLOWED_HOSTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    VAPID_SUBJECT:
      data.VAPID_SUBJECT ??
      `mailto:${/<([^>]+)>/.exec(data.MAIL_FROM)?.[1] ?? data.MAIL_FROM.trim()}`,
  };
}

/**
 * The configuration of a tool that only stores files (the seed): the environment's, without the
 * signing secret it never uses, so it neither requires one with DATABASE_URL nor makes one.
 */
export function storageConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, JWT_SECRET: 'storage-only-never-signs-0123456789-0123456789' });
}

/** The error reporter's trace sample rate (specification section 9): no performance traces, ever. */
export const ERROR_TRACE_SAMPLE_RATE = 0;

export const ENTRA_AUTHORITY_HOST = 'https://login.microsoftonline.com';

/** What the login screen needs to start MSAL; null (no button) unless both ids are configured. */
export function entraClientConfig(
  config: Pick<Config, 'ENTRA_TENANT_ID' | 'ENTRA_CLIENT_ID' | 'ENTRA_AUTHORITY'>,
): ClientConfig['entra'] {
  if (!config.ENTRA_TENANT_ID || !config.ENTRA_CLIENT_ID) return null;
  return {
    client_id: config.ENTRA_CLIENT_ID,
    tenant_id: config.ENTRA_TENANT_ID,
    authority: (
      config.ENTRA_AUTHORITY ?? `${ENTRA_AUTHORITY_HOST}/${config.ENTRA_TENANT_ID}`
    ).replace(/\/+$/, ''),
  };
}

/** What the client may know of the configuration: the telemetry switches and Microsoft sign-in (GET /api/client-config). */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    analytics:
      config.ANALYTICS_MEASUREMENT_ID && config.ANALYTICS_URL
        ? { measurement_id: config.ANALYTICS_MEASUREMENT_ID, url: config.ANALYTICS_URL }
        : null,
    error_reporting: config.ERROR_REPORT_URL
      ? { url: config.ERROR_REPORT_URL, trace_sample_rate: ERROR_TRACE_SAMPLE_RATE }
      : null,
    entra: entraClientConfig(config),
  };
}

/** The Entra ID authority's origin, which MSAL calls from the page (connect-src); none when off. */
export function entraOrigins(config: Config): string[] {
  const entra = entraClientConfig(config);
  return entra ? [new URL(entra.authority).origin] : [];
}

/**
 * The specification's socket root, for the Content-Security-Policy's connect-src: the public
 * host on SOCKET_PORT, over http(s) (Socket.IO's polling) and ws(s). Named exactly: "any host on
 * this port" would let an injected script reach a server of its own on that port number. (The
 * web client's default, Socket.IO on the page's own origin, is 'self'.)
 */
export function socketOrigins(config: Pick<Config, 'PUBLIC_URL' | 'SOCKET_PORT'>): string[] {
  const url = new URL(config.PUBLIC_URL);
  url.port = String(config.SOCKET_PORT);
  const web = url.origin;
  return [web, web.replace(/^http/, 'ws')];
}

/** The origins the page may send telemetry to, for the Content-Security-Policy's connect-src. */
export function telemetryOrigins(config: Config): string[] {
  const urls = [config.ANALYTICS_URL, config.ERROR_REPORT_URL];
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin))];
}

/** Stable error codes carried in every failure answer as `code`, beside `message` and `errors`. */
export const ERROR_CODES = {
  validation: 400,
  invalid_json: 400,
  login_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_expired: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  idempotency_mismatch: 422,
  // A customer archive (CSV) whose rows are refused: every cell in error is listed in `errors`.
  archive_invalid: 422,
  too_many_attempts: 429,
  server_error: 500,
  service_unavailable: 503,
  // The LDAP directory (server/modules/directory): unreachable, refused the bind or search, or
  // not set up. A 4xx: the API itself is well (its 5xx mean that); the company's directory is not.
  directory_unavailable: 400,
  directory_refused: 400,
  directory_not_configured: 400,
  // Microsoft Entra ID sign-in: not configured on this deployment, or a token that does not verify.
  sso_not_configured: 400,
  sso_failed: 401,
  sso_unavailable: 503,
  // one-time links (invitation, password recovery): a clear reason the screen can act on
  invitation_expired: 400,
  invitation_used: 409,
  invitation_revoked: 409,
  recovery_expired: 400,
  recovery_used: 409,
  // a new password's confirmation differs (checked beside the schema: see contract/api/account-access.ts)
  password_mismatch: 400,
  // a new password too easy to guess (contract/password-strength.ts): common, breached or patterned
  password_weak: 400,
  // files: a Range outside the file; the configured storage (disk, S3) failing
  range_not_satisfiable: 416,
  storage_unavailable: 503,
  // a restore is replacing the data (server/modules/backups): every other call waits for it
  maintenance: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The failure envelope: `errors` maps a field to its messages in the request's language. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
}

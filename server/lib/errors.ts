/**
 * The one place failures are made. Services throw AppError with a stable code and a message key;
 * the error handler renders `{ message, code, errors }` in the request's language.
 */
import { ERROR_CODES, type ErrorCode } from '../../contract/errors';
import type { MessageKey, MessageVar } from '../../contract/messages';

/** Field errors as message keys; rendered per language by the error handler. */
export type FieldErrors = Record<string, MessageKey[]>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: FieldErrors,
    readonly vars: Record<string, MessageVar> = {},
    readonly headers: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.status = ERROR_CODES[code];
  }
}

export const errors = {
  validation: (fields: FieldErrors, key: MessageKey = 'validation_failed') =>
    new AppError('validation', key, fields),
  field: (field: string, key: MessageKey) => new AppError('validation', key, { [field]: [key] }),
  unauthorized: () => new AppError('unauthorized', 'unauthorized'),
  forbidden: (key: MessageKey = 'forbidden') => new AppError('forbidden', key),
  notFound: () => new AppError('not_found', 'not_found'),
};

/**
 * Success envelopes of api.md, as zod schemas: the server builds them around each route's answer
 * schema (server/lib/route.ts) and OpenAPI documents them; the types are derived from them.
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';

export interface Envelope<T> {
  message: string;
  data: T;
}

/** `{ message, data }` around a route's answer schema. */
export const envelopeOf = <S extends z.ZodType>(data: S) =>
  z.strictObject({ message: z.string(), data });

const pageFields = {
  page: z.number().int().min(1),
  limit: z.number().int().min(0),
  total: z.number().int().min(0),
  total_page: z.number().int().min(1),
};

/** One page of a list: `{ data, page, limit, total, total_page }` (api.md "Lists"). */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.strictObject({ data: z.array(item), ...pageFields });

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
  total_page: number;
}

/** The failure envelope: `errors` maps a field to its messages in the request's language. */
export const errorBody = z.strictObject({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

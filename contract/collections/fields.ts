/** Field builders the collection schemas share, so equal fields derive equal JSON schemas. */
import { z } from 'zod';

/** A uuid-like key: indexed and primary-key fields need a maximum length. */
export const key = (max = 100) => z.string().max(max);
export const text = () => z.string();
export const nullableText = () => z.string().nullable();
/** Integers carry a range (RxDB needs one on indexed numbers; the clients' schemas have it on all). */
export const int = (max = 1_000_000_000) => z.number().int().min(-1_000_000_000).max(max);
/** An enum stored as a bounded string: the server checks the values (see rxdb-schema.ts). */
export const boundedEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  maxLength: number,
) => z.enum(values).meta({ maxLength });

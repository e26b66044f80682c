import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: uuid primary keys and UTC timestamps. */
export const pk = (name: string) =>
  uuid(name)
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** PostgreSQL xid8 (64-bit transaction id), used by the change feed to follow commit order. */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/** PostgreSQL tsvector: full-text search vectors, stored (generated) so no query recomputes them. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** A stored full-text vector of a title and a body in one text search configuration. */
export const searchVector = (
  name: string,
  config: 'english' | 'indonesian',
  title: string,
  body: string,
) =>
  tsvector(name).generatedAlwaysAs(
    sql.raw(
      `to_tsvector('${config}'::regconfig, coalesce(${title}, '') || ' ' || coalesce(${body}, ''))`,
    ),
  );

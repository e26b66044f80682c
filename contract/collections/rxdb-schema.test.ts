import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYNC_DESCRIPTORS } from '.';
import { toRxJsonSchema } from './rxdb-schema';
import { PREVIOUS_SCHEMAS } from './rxdb-schema.fixture';

describe('RxDB schemas derived from the collection descriptors', () => {
  it('equal the schemas the clients already hold, so no client is forced to resync', () => {
    const derived = Object.fromEntries(SYNC_DESCRIPTORS.map((d) => [d.name, d.jsonSchema]));
    expect(JSON.parse(JSON.stringify(derived))).toEqual(
      JSON.parse(JSON.stringify(PREVIOUS_SCHEMAS)),
    );
  });

  it('keep the order of required fields (RxDB hashes the schema with arrays unsorted)', () => {
    for (const d of SYNC_DESCRIPTORS) {
      expect(d.jsonSchema.required).toEqual(PREVIOUS_SCHEMAS[d.name].required);
    }
  });

  const base = { version: 0, primaryKey: 'id', required: ['id', 'x'] } as const;
  const build = (x: z.ZodType, indexes: string[] = ['x']) =>
    toRxJsonSchema({ ...base, shape: z.object({ id: z.string().max(10), x }), indexes }, 'test');

  it('refuses an indexed string without a maximum length', () => {
    expect(() => build(z.string())).toThrow(/indexed string "x" needs a maximum length/);
  });

  it('refuses an indexed number without a range', () => {
    expect(() => build(z.number().int())).toThrow(
      /indexed number "x" needs minimum, maximum and multipleOf/,
    );
  });

  it('refuses an indexed field that is not required', () => {
    expect(() =>
      toRxJsonSchema(
        {
          ...base,
          required: ['id'],
          shape: z.object({ id: z.string().max(10), x: z.string().max(5) }),
          indexes: ['x'],
        },
        't',
      ),
    ).toThrow(/indexed field "x" must be required/);
  });

  it('refuses a primary key without a maximum length', () => {
    expect(() =>
      toRxJsonSchema(
        { ...base, required: ['id'], shape: z.object({ id: z.string() }), indexes: [] },
        't',
      ),
    ).toThrow(/primary key "id" must be a string with a maximum length/);
  });

  it('refuses a nullable indexed field', () => {
    expect(() => build(z.string().max(5).nullable())).toThrow(
      /indexed string "x" needs a maximum length|must be a non-null/,
    );
  });

  it('writes a bounded integer with its range and multipleOf', () => {
    expect(build(z.number().int().min(0).max(9)).properties.x).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 9,
      multipleOf: 1,
    });
  });
});

describe("a descriptor's JSON schema", () => {
  it('is derived on first read, not at import, and once', async () => {
    const { defineCollection } = await import('./define');
    const descriptor = defineCollection({
      name: 'probe',
      module: 'obligation',
      schema: z.object({ id: z.string().max(40), updated_at: z.string().max(40) }),
      required: ['id'],
      indexes: [],
      version: 0,
      migrations: {},
    });
    expect(typeof Object.getOwnPropertyDescriptor(descriptor, 'jsonSchema')?.get).toBe('function');
    expect(descriptor.jsonSchema).toBe(descriptor.jsonSchema);
    expect(descriptor.jsonSchema.primaryKey).toBe('id');
  });
});

/**
 * A form whose rules are its endpoint's body schema (contract/api, issue 25): @mantine/form's
 * `useForm`, validated by parsing the body the form would send (`transformValues`) with the
 * endpoint's schema. Each field shows its first problem as the server's own message for it
 * (src/lib/validation.ts: `email_invalid`, `required`, `too_long`…), so the form and the server
 * refuse the same values in the same words, and no form restates a rule (a length, an e-mail
 * pattern) of its own. The errors are kept as message keys and translated where they are shown,
 * so a language switch re-translates an error already on screen.
 */
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/endpoint';
import type { MessageKey } from '../../contract/messages';
import { fieldErrors } from './validation';

type BodyOf<E> =
  E extends EndpointDef<z.ZodType, infer B> ? (B extends z.ZodType ? z.input<B> : never) : never;

export type EndpointFormInput<E extends EndpointDef, V> = Omit<
  UseFormInput<V, BodyOf<E>>,
  'validate' | 'transformValues' | 'enhanceGetInputProps'
> & {
  /** The body the form sends for these values (trimmed, defaults filled): what the schema checks. */
  transformValues: (values: V) => BodyOf<E>;
  /**
   * Optional: the form field a body field's problem is shown on, when their names differ (the
   * body's `role_uuids` on the form's `roles` picker).
   */
  fieldOf?: Partial<Record<string, string>>;
  /** The body's field that holds the form's fields, when the body wraps them (`data`). */
  within?: string;
};

export function useEndpointForm<E extends EndpointDef, V extends Record<string, unknown>>(
  e: E,
  { transformValues, fieldOf = {}, within, ...options }: EndpointFormInput<E, V>,
): UseFormReturnType<V, BodyOf<E>, (values: V) => FormErrors> {
  const { t } = useTranslation('messages');
  const schema = e.body;
  if (!schema) throw new Error(`${e.method} ${e.path}: a form needs an endpoint with a body`);
  return useForm<V, BodyOf<E>>({
    ...options,
    transformValues,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const [field, key] of Object.entries(
        fieldErrors(schema, transformValues(values), within),
      )) {
        errors[fieldOf[field] ?? field] ??= key;
      }
      return errors;
    },
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string'
        ? { error: t(inputProps.error as MessageKey) }
        : undefined,
  });
}

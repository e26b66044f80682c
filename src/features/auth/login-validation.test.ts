import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginBody } from '../../../contract/api/auth';
import { fieldErrors } from '../../lib/validation';
import { validateLogin } from './login-validation';

const loginInput = loginBody.pick({ email: true, password: true });

/** Strings near the edges of the rules: blanks, lengths around the limits, address-like text. */
const addressy = fc.oneof(
  fc.string(),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '  a@b.co  ',
    'a@b',
    'a@b.c',
    '.a@b.co',
    'a..b@c.co',
    'a@-b.co',
    'ä@b.co',
  ),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._+'-]{0,70}$/), fc.stringMatching(/^[a-z0-9.-]{0,190}$/))
    .map(([local, domain]) => `${local}@${domain}.id`),
  fc.integer({ min: 250, max: 258 }).map((n) => `${'a'.repeat(n - 8)}@acme.id`),
);
const password = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' '),
  fc.integer({ min: 126, max: 130 }).map((n) => 'p'.repeat(n)),
);

describe('login validation', () => {
  it('answers what the contract schema answers, field by field', () => {
    fc.assert(
      fc.property(addressy, password, (email, pass) => {
        const values = { email, password: pass };
        expect(validateLogin(values)).toEqual(fieldErrors(loginInput, values));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the server messages of each rule', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(validateLogin({ email: 'ana', password: 'x'.repeat(129) })).toEqual({
      email: 'email_invalid',
      password: 'too_long',
    });
    expect(validateLogin({ email: ' ana@acme.test ', password: 'x' })).toEqual({});
  });
});

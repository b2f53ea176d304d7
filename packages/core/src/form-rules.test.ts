import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkForm } from './field-rules.ts';
import {
  EMAIL_PATTERN,
  emailRule,
  passwordConfirmationFailures,
  signInRules,
  signUpRules,
} from './form-rules.ts';
import {
  emailSchema,
  signInSchema,
  signUpSchema,
  validateEmail,
  validateSignIn,
  validateSignUp,
} from './validation.ts';

/** "field:id" of each failure, in order — the shape validation.test.ts compares. */
const failureIds = (failures: Array<{ field: string; id: string }>) =>
  failures.map((f) => `${f.field}:${f.id}`);
const resultIds = (r: { ok: boolean; errors?: Array<{ field: string; message: { id: string } }> }) =>
  r.ok ? [] : (r.errors ?? []).map((e) => `${e.field}:${e.message.id}`);

/** Strings with what the rules care about: spaces, '@', dots, letters of both cases, digits, symbols. */
const text = fc.string({
  unit: fc.constantFrom(...' @.aZkQ9-_+!Āā'.split('')),
  maxLength: 16,
});

describe('given the zod-free form rules (the browser forms run these, issue 7)', () => {
  it("keeps zod's e-mail pattern (the one z.email() uses)", () => {
    // The same source but for `\-` escapes, which are redundant where zod writes them (biome drops them).
    const unescaped = (source: string) => source.replaceAll('\\-', '-');
    expect(unescaped(EMAIL_PATTERN.source)).toBe(unescaped(z.regexes.email.source));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('agree with the zod sign-in schema on any input, failures and trimmed values alike', () => {
    fc.assert(
      fc.property(fc.record({ email: fc.oneof(text, fc.string()), password: text }), (input) => {
        const checked = checkForm(signInRules, input);
        expect(failureIds(checked.failures)).toEqual(resultIds(validateSignIn(input)));
        const parsed = signInSchema.safeParse(input);
        if (parsed.success) expect(checked.values).toEqual(parsed.data);
        else expect(checked.failures.length).toBeGreaterThan(0);
      }),
    );
  });

  it('agree with the zod sign-up schema on any input, failures and trimmed values alike', () => {
    fc.assert(
      fc.property(
        fc.record({
          email: text,
          password: fc.oneof(text, fc.constant('Harbour-demo-1')),
          firstName: text,
          lastName: text,
          acceptTerms: fc.boolean(),
          acceptPrivacy: fc.boolean(),
        }),
        (input) => {
          const checked = checkForm(signUpRules, input);
          expect(failureIds(checked.failures)).toEqual(resultIds(validateSignUp(input)));
          const parsed = signUpSchema.safeParse(input);
          if (parsed.success) expect(checked.values).toEqual(parsed.data);
        },
      ),
    );
  });

  it('agree with the zod e-mail schema on any address', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.emailAddress()), (email) => {
        expect(failureIds(checkForm({ email: emailRule }, { email }).failures)).toEqual(
          resultIds(validateEmail(email)),
        );
        expect(emailRule.check(email).length === 0).toBe(emailSchema.safeParse(email).success);
      }),
    );
  });

  it('submit the trimmed values and report every failure in the order of the rules', () => {
    expect(checkForm(signInRules, { email: ' kiri@harbour.test ', password: ' x ' })).toEqual({
      values: { email: 'kiri@harbour.test', password: ' x ' },
      failures: [],
    });
    expect(
      failureIds(
        checkForm(signUpRules, {
          email: ' ',
          password: 'abc',
          firstName: 'Kiri',
          lastName: ' ',
          acceptTerms: false,
          acceptPrivacy: true,
        }).failures,
      ),
    ).toEqual([
      'email:core.validation.email.required',
      'password:core.validation.password.tooShort',
      'password:core.validation.password.needsUppercase',
      'password:core.validation.password.needsNumberOrSymbol',
      'lastName:core.validation.lastName.required',
      'acceptTerms:core.validation.terms.required',
    ]);
  });

  it('want the confirmation to equal the new password exactly', () => {
    expect(passwordConfirmationFailures('Harbour-demo-1', 'Harbour-demo-1')).toEqual([]);
    expect(passwordConfirmationFailures('Harbour-demo-1', 'Harbour-demo-1 ')).toEqual([
      'core.validation.password.mismatch',
    ]);
  });
});

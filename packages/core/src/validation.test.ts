import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreMessages } from './messages.ts';
import {
  authDisplayName,
  displayName,
  normalizeVoucherCode,
  passwordChangeSchema,
  passwordRuleFailures,
  passwordSchema,
  signInSchema,
  signUpSchema,
  splitAuthDisplayName,
  validateAutoTopUp,
  validateDeliveryAddress,
  validateEmail,
  validateEmailChange,
  validatePassword,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
  validateTopUpCents,
  validateVoucherCode,
} from './validation.ts';

function ids(result: { ok: boolean; errors?: Array<{ field: string; message: { id: string } }> }): string[] {
  return result.ok ? [] : (result.errors ?? []).map((e) => `${e.field}:${e.message.id}`);
}

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digitOrSymbol = fc.constantFrom(...'0123456789!@#$%^&*-_=+?.'.split(''));
const anyPasswordChar = fc.oneof(lower, upper, digitOrSymbol);

/** Passwords that satisfy every SPEC §5 rule, in any order. */
const validPassword = fc
  .tuple(upper, lower, digitOrSymbol, fc.array(anyPasswordChar, { minLength: 7, maxLength: 40 }))
  .chain(([u, l, d, rest]) => fc.shuffledSubarray([u, l, d, ...rest], { minLength: rest.length + 3 }))
  .map((chars) => chars.join(''));

describe('given a new password', () => {
  it('accepts 10+ characters with upper, lower and a number or symbol', () => {
    expect(validatePassword('Harbour-demo-1')).toEqual({ ok: true });
    expect(validatePassword('Abcdefghi1')).toEqual({ ok: true });
    expect(validatePassword('Abcdefghi!')).toEqual({ ok: true });
    expect(validatePassword('Ātaahua-kōrero')).toEqual({ ok: true });
  });

  it('names every failed rule', () => {
    expect(ids(validatePassword('abc'))).toEqual([
      'password:core.validation.password.tooShort',
      'password:core.validation.password.needsUppercase',
      'password:core.validation.password.needsNumberOrSymbol',
    ]);
    expect(ids(validatePassword('ABCDEFGHIJ1'))).toEqual([
      'password:core.validation.password.needsLowercase',
    ]);
    expect(ids(validatePassword('Abcdefghij'))).toEqual([
      'password:core.validation.password.needsNumberOrSymbol',
    ]);
    expect(ids(validatePassword('Abcdefgh1'))).toEqual(['password:core.validation.password.tooShort']);
    expect(ids(validatePassword(''))).toEqual(['password:core.validation.password.required']);
  });

  it('accepts every password that follows the rules', () => {
    fc.assert(
      fc.property(validPassword, (pw) => validatePassword(pw).ok && passwordSchema.safeParse(pw).success),
    );
  });

  it('rejects every password shorter than 10 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 9 }), (pw) =>
        passwordRuleFailures(pw).includes('core.validation.password.tooShort'),
      ),
    );
  });

  it('rejects every password without an upper-case letter', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, digitOrSymbol), { minLength: 10, maxLength: 30 }), (chars) =>
        passwordRuleFailures(chars.join('')).includes('core.validation.password.needsUppercase'),
      ),
    );
  });

  it('rejects every password made only of letters', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lower, upper), { minLength: 10, maxLength: 30 }), (chars) =>
        passwordRuleFailures(chars.join('')).includes('core.validation.password.needsNumberOrSymbol'),
      ),
    );
  });

  it('agrees with the zod schema on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (pw) => {
        const parsed = passwordSchema.safeParse(pw);
        const fromSchema = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
        return JSON.stringify(fromSchema) === JSON.stringify(passwordRuleFailures(pw));
      }),
    );
  });
});

describe('given a password change', () => {
  it('requires the current password, a different new one and a matching confirmation', () => {
    expect(
      validatePasswordChange({
        oldPassword: 'Old-password-1',
        newPassword: 'New-password-1',
        confirmPassword: 'New-password-1',
      }),
    ).toEqual({ ok: true });
    expect(
      ids(
        validatePasswordChange({
          oldPassword: 'Same-password-1',
          newPassword: 'Same-password-1',
          confirmPassword: 'Other-password-1',
        }),
      ),
    ).toEqual([
      'newPassword:core.validation.password.sameAsOld',
      'confirmPassword:core.validation.password.mismatch',
    ]);
    expect(
      ids(validatePasswordChange({ oldPassword: '', newPassword: 'x', confirmPassword: 'x' })),
    ).toContain('oldPassword:core.validation.password.currentRequired');
  });

  it('flags a mismatch whenever the confirmation differs', () => {
    fc.assert(
      fc.property(validPassword, validPassword, (a, b) => {
        fc.pre(a !== b);
        const r = passwordChangeSchema.safeParse({
          oldPassword: 'Old-password-1',
          newPassword: a,
          confirmPassword: b,
        });
        return !r.success && r.error.issues.some((i) => i.message === 'core.validation.password.mismatch');
      }),
    );
  });
});

describe('given e-mail addresses', () => {
  it('checks the format', () => {
    expect(validateEmail('kiri@harbour.test')).toEqual({ ok: true });
    expect(validateEmail(' kiri@harbour.test ')).toEqual({ ok: true });
    expect(ids(validateEmail('kiri@'))).toEqual(['email:core.validation.email.invalid']);
    expect(ids(validateEmail(''))).toEqual(['email:core.validation.email.required']);
  });

  it('rejects any string without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => !validateEmail(s).ok,
      ),
    );
  });

  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/),
        fc.stringMatching(/^[a-z]{2,10}$/),
        fc.constantFrom('nz', 'com', 'test'),
        (user, domain, tld) => validateEmail(`${user}@${domain}.${tld}`).ok,
      ),
    );
  });

  it('requires a matching confirmation that differs from the current address and the password', () => {
    const base = {
      currentEmail: 'old@harbour.test',
      email: 'new@harbour.test',
      confirmEmail: 'new@harbour.test',
      password: 'x',
    };
    expect(validateEmailChange(base)).toEqual({ ok: true });
    expect(validateEmailChange({ ...base, confirmEmail: 'NEW@harbour.test' })).toEqual({ ok: true });
    expect(ids(validateEmailChange({ ...base, confirmEmail: 'other@harbour.test' }))).toEqual([
      'confirmEmail:core.validation.email.mismatch',
    ]);
    expect(
      ids(validateEmailChange({ ...base, email: 'Old@Harbour.test', confirmEmail: 'old@harbour.test' })),
    ).toEqual(['email:core.validation.email.sameAsCurrent']);
    expect(ids(validateEmailChange({ ...base, password: '' }))).toEqual([
      'password:core.validation.password.currentRequired',
    ]);
  });
});

describe('given sign-in and sign-up forms', () => {
  it('requires e-mail and password to sign in', () => {
    expect(validateSignIn({ email: 'a@b.nz', password: 'x' })).toEqual({ ok: true });
    expect(ids(validateSignIn({ email: '  ', password: '' }))).toEqual([
      'email:core.validation.email.required',
      'password:core.validation.password.required',
    ]);
    expect(signInSchema.parse({ email: ' a@b.nz ', password: 'x' }).email).toBe('a@b.nz');
  });

  const signUp = {
    email: 'kiri@harbour.test',
    password: 'Harbour-demo-1',
    firstName: ' Kiri ',
    lastName: ' Te Ao ',
    acceptTerms: true,
    acceptPrivacy: true,
  };

  it('accepts a complete sign-up and trims the names', () => {
    expect(validateSignUp(signUp)).toEqual({ ok: true });
    const parsed = signUpSchema.parse(signUp);
    expect([parsed.firstName, parsed.lastName]).toEqual(['Kiri', 'Te Ao']);
  });

  it('requires every field and both acceptances', () => {
    expect(
      ids(
        validateSignUp({
          email: 'bad',
          password: 'short',
          firstName: '   ',
          lastName: '',
          acceptTerms: false,
          acceptPrivacy: false,
        }),
      ),
    ).toEqual([
      'email:core.validation.email.invalid',
      'password:core.validation.password.tooShort',
      'password:core.validation.password.needsUppercase',
      'password:core.validation.password.needsNumberOrSymbol',
      'firstName:core.validation.firstName.required',
      'lastName:core.validation.lastName.required',
      'acceptTerms:core.validation.terms.required',
      'acceptPrivacy:core.validation.privacy.required',
    ]);
  });

  it('only ever reports message ids that exist in the catalogue', () => {
    fc.assert(
      fc.property(
        fc.record({
          email: fc.string(),
          password: fc.string(),
          firstName: fc.string(),
          lastName: fc.string(),
          acceptTerms: fc.boolean(),
          acceptPrivacy: fc.boolean(),
        }),
        (input) => {
          const result = validateSignUp(input);
          return result.ok || result.errors.every((e) => e.message.id in coreMessages);
        },
      ),
    );
  });

  it('rejects any sign-up without both acceptances', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (terms, privacy) => {
        fc.pre(!(terms && privacy));
        return !validateSignUp({ ...signUp, acceptTerms: terms, acceptPrivacy: privacy }).ok;
      }),
    );
  });
});

describe('given a voucher code', () => {
  it('accepts exactly 13 digits, ignoring spaces and hyphens', () => {
    expect(validateVoucherCode('1234567890123')).toEqual({ ok: true });
    expect(validateVoucherCode('1234 5678-90123')).toEqual({ ok: true });
    expect(normalizeVoucherCode('1234 5678-90123')).toBe('1234567890123');
    expect(ids(validateVoucherCode('123456789012'))).toEqual(['code:core.validation.voucher.invalid']);
    expect(ids(validateVoucherCode('12345678901234'))).toEqual(['code:core.validation.voucher.invalid']);
    expect(ids(validateVoucherCode('12345678901a3'))).toEqual(['code:core.validation.voucher.invalid']);
  });

  it('accepts all 13-digit strings and rejects other lengths', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{13}$/), (code) => validateVoucherCode(code).ok));
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,30}$/),
        (code) => validateVoucherCode(code).ok === (code.length === 13),
      ),
    );
  });
});

describe('given auto top-up and top-up amounts', () => {
  it('accepts days 1..99 and whole dollars 1..999', () => {
    expect(validateAutoTopUp({ days: 1, amount: 1 })).toEqual({ ok: true });
    expect(validateAutoTopUp({ days: '99', amount: '999' })).toEqual({ ok: true });
    expect(ids(validateAutoTopUp({ days: 0, amount: 1000 }))).toEqual([
      'days:core.validation.autoTopUp.days',
      'amount:core.validation.autoTopUp.amount',
    ]);
    expect(ids(validateAutoTopUp({ days: 1.5, amount: 'abc' }))).toEqual([
      'days:core.validation.autoTopUp.days',
      'amount:core.validation.autoTopUp.amount',
    ]);
  });

  it('matches the bounds for any integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 2000 }),
        fc.integer({ min: -1000, max: 2000 }),
        (days, amount) => {
          const expected = days >= 1 && days <= 99 && amount >= 1 && amount <= 999;
          return validateAutoTopUp({ days, amount }).ok === expected;
        },
      ),
    );
  });

  it('requires a top-up above $0.99', () => {
    expect(validateTopUpCents(100)).toEqual({ ok: true });
    expect(ids(validateTopUpCents(99))).toEqual(['amount:core.validation.topUp.minimum']);
    expect(ids(validateTopUpCents(0))).toEqual(['amount:core.validation.topUp.minimum']);
    expect(ids(validateTopUpCents(150.5))).toEqual(['amount:core.validation.amount.invalid']);
    fc.assert(fc.property(fc.integer({ min: -1e6, max: 1e6 }), (c) => validateTopUpCents(c).ok === c > 99));
  });
});

describe('given a delivery address', () => {
  it('needs street, city and postcode', () => {
    expect(validateDeliveryAddress({ street: '1 Queen St', city: 'Auckland', postcode: '1010' })).toEqual({
      ok: true,
    });
    expect(ids(validateDeliveryAddress({ street: ' ' }))).toEqual([
      'street:core.validation.address.street',
      'city:core.validation.address.city',
      'postcode:core.validation.address.postcode',
    ]);
  });
});

describe('given first and last names', () => {
  it('shows only the first name when the combined length exceeds 33 in the profile', () => {
    expect(displayName('Kiri', 'Te Ao', 'profile')).toBe('Kiri Te Ao');
    expect(displayName('A'.repeat(16), 'B'.repeat(17), 'profile')).toBe(
      `${'A'.repeat(16)} ${'B'.repeat(17)}`,
    );
    expect(displayName('A'.repeat(17), 'B'.repeat(17), 'profile')).toBe('A'.repeat(17));
  });

  it('shows only the first name when the combined length exceeds 20 in the account name', () => {
    expect(displayName('Aroha', 'Ngata-Smithson', 'account')).toBe('Aroha Ngata-Smithson');
    expect(displayName('Aroha', 'Ngata-Smithsonian', 'account')).toBe('Aroha');
  });

  it('skips missing parts', () => {
    expect(displayName(' Kiri ', null, 'profile')).toBe('Kiri');
    expect(displayName('', 'Te Ao', 'account')).toBe('Te Ao');
  });

  it('never exceeds the limit unless the first name alone does', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('profile', 'account'),
        (f, l, ctx) => {
          const limit = ctx === 'profile' ? 33 : 20;
          const name = displayName(f, l, ctx as 'profile' | 'account');
          return name.replace(' ', '').length <= limit || name === f.trim() || name === l.trim();
        },
      ),
    );
  });

  it('joins and splits the auth display name with a double space', () => {
    expect(authDisplayName('Kiri', 'Te Ao')).toBe('Kiri  Te Ao');
    expect(splitAuthDisplayName('Kiri  Te Ao')).toEqual({ firstName: 'Kiri', lastName: 'Te Ao' });
    expect(splitAuthDisplayName('Kiri Te Ao')).toEqual({ firstName: 'Kiri', lastName: 'Te Ao' });
    expect(splitAuthDisplayName('Kiri')).toEqual({ firstName: 'Kiri', lastName: '' });
  });
});

import { signUpSchema } from '@telco-portal/core';
import * as z from 'zod/mini';

/** NZ mobile numbers: 02x then 6–8 digits, national (0…) or international (+64 / 64) form. */
const NZ_MOBILE = /^(?:\+?64|0)2\d{6,8}$/;

/** Message id for an invalid mobile number (this block's catalogue). */
export const MOBILE_INVALID = 'signUp.mobileNumberInvalid';

/**
 * The sign-up form: core's `signUpSchema` (SPEC §5: e-mail, password rules, trimmed names, terms and
 * privacy accepted — issue messages are core ids) plus the confirm password (must match), an optional
 * NZ mobile number and the marketing opt-in. One checkbox accepts both terms and privacy, so the form
 * sets `acceptTerms` and `acceptPrivacy` together.
 */
export const signUpFormSchema = z
  .extend(signUpSchema, {
    confirmPassword: z.string(),
    mobileNumber: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || NZ_MOBILE.test(v.replace(/[\s()-]/g, '')), { error: MOBILE_INVALID }),
    ),
    marketing: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.confirmPassword !== values.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'core.validation.password.mismatch',
        });
      }
    }),
  );

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

import { z } from 'zod';
import { emailSchema, signupBody } from '@shared/api/auth';
import { textKey } from '@shared/i18n/text';
import { MIN_PASSWORD_LENGTH } from '@shared/preferences';

/** Blank fields get a request to fill them in rather than a format complaint. */
const requiredEmail = z.string().trim().min(1, textKey('auth:messages.emailRequired')).pipe(emailSchema);

export const loginFormSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, textKey('auth:messages.passwordRequired')).max(200),
});

export const forgotFormSchema = z.object({ email: requiredEmail });

/** The server's sign-up body plus what only the form checks: the repeated password and unticked boxes. */
export const signupFormSchema = signupBody
  .extend({
    email: requiredEmail,
    confirmPassword: z.string().min(1, textKey('auth:messages.confirmPasswordRequired')),
    acceptTerms: z.boolean().refine(Boolean, textKey('auth:messages.acceptTerms')),
    confirmAge: z.boolean().refine(Boolean, textKey('auth:messages.confirmAge')),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: textKey('auth:messages.passwordsDoNotMatch'),
    // Checked even while other fields are wrong (a blank email would skip it), but an empty
    // confirmation gets the request to fill it in rather than a mismatch.
    when: ({ value }) => Boolean((value as { confirmPassword?: unknown } | undefined)?.confirmPassword),
  });

/** The reset page words its rules slightly differently from sign-up (SPEC section 5). */
export const resetFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, textKey('auth:messages.resetPasswordTooShort')).max(200),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: textKey('auth:messages.resetPasswordsDoNotMatch'),
  });


import { describe, expect, it } from 'vitest';
import { textKey } from '@shared/i18n/text';
import { signupFormSchema } from './auth-forms.schemas';

const filled = {
  email: 'ada@example.com',
  password: 'a calm password',
  confirmPassword: 'a calm password',
  fullName: '',
  acceptTerms: true,
  confirmAge: true,
};

const confirmErrors = (values: object) =>
  signupFormSchema
    .safeParse({ ...filled, ...values })
    .error?.issues.filter((issue) => issue.path[0] === 'confirmPassword')
    .map((issue) => issue.message) ?? [];

describe('signupFormSchema: the confirmation', () => {
  it('asks for an empty confirmation to be filled in, even when the whole form is empty', () => {
    expect(confirmErrors({ confirmPassword: '' })).toEqual([textKey('auth:messages.confirmPasswordRequired')]);
    expect(confirmErrors({ email: '', password: '', confirmPassword: '', acceptTerms: false, confirmAge: false })).toEqual([
      textKey('auth:messages.confirmPasswordRequired'),
    ]);
  });

  it('says a different confirmation does not match, whatever else is wrong', () => {
    expect(confirmErrors({ confirmPassword: 'another one' })).toEqual([textKey('auth:messages.passwordsDoNotMatch')]);
    expect(confirmErrors({ email: '', confirmPassword: 'another one', acceptTerms: false })).toEqual([
      textKey('auth:messages.passwordsDoNotMatch'),
    ]);
  });

  it('accepts a matching confirmation', () => {
    expect(signupFormSchema.safeParse(filled).success).toBe(true);
  });
});

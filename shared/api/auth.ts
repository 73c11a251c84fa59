import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../preferences';
import { textKey } from '../i18n/text';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(textKey('auth:messages.emailInvalid')).max(254));
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, textKey('auth:messages.passwordTooShort')).max(200);

export const signupBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: z.string().trim().max(120).optional(),
  acceptTerms: z.literal(true, { error: textKey('auth:messages.acceptTerms') }),
  confirmAge: z.literal(true, { error: textKey('auth:messages.confirmAge') }),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({ email: emailSchema, password: z.string().min(1).max(200) });
export type LoginBody = z.infer<typeof loginBody>;

export const recoverBody = z.object({ email: emailSchema });
export type RecoverBody = z.infer<typeof recoverBody>;

export const resendConfirmationBody = z.object({ email: emailSchema });
export type ResendConfirmationBody = z.infer<typeof resendConfirmationBody>;

/** Asks for the emailed link that lets this browser sign in while the account's login budget is spent. */
export const browserLinkBody = recoverBody;
export type BrowserLinkBody = RecoverBody;

export const tokenBody = z.object({ token: z.string().min(16).max(200) });
export type TokenBody = z.infer<typeof tokenBody>;

export const resetBody = tokenBody.extend({ password: passwordSchema });
export type ResetBody = z.infer<typeof resetBody>;

/** The current password proves it is the owner changing it, not someone at an unlocked device. */
export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(200), password: passwordSchema });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const authUser = z.object({ id: z.uuid(), email: z.string() });
export type AuthUser = z.infer<typeof authUser>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The body of requests that carry nothing (logout, refresh): `{}`, so every state change is JSON. */
export const emptyBody = z.object({});
export type EmptyBody = z.infer<typeof emptyBody>;

/** Login and refresh answer with the signed-in user; the tokens travel only in httpOnly cookies. */
export const signInResponse = z.object({ user: authUser });
export type SignInResponse = z.infer<typeof signInResponse>;

/** A confirmed email signs in the browser that signed up (the same cookies as a login); elsewhere `user` is null. */
export const confirmResponse = z.object({ user: authUser.nullable(), message: z.string() });
export type ConfirmResponse = z.infer<typeof confirmResponse>;

/** Resuming a sign-in from the refresh cookie: the user, or null when there is no sign-in to resume. */
export const resumeResponse = z.object({ user: authUser.nullable() });
export type ResumeResponse = z.infer<typeof resumeResponse>;

import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, ChangePasswordBody, LoginBody, ResetBody, SignupBody } from '@shared/api/auth';
import { productLanguage } from '@shared/i18n/languages';
import type { LanguageCode } from '@shared/preferences';
import type { FeatureContext } from '../../feature-context';
import { AppError } from '../../plugins/error-handler';
import {
  consumeAuthToken,
  createAccount,
  findAccountByEmail,
  findEmailOfUser,
  findPasswordHash,
  findUsableAuthToken,
  insertAuthToken,
  markEmailConfirmed,
  updatePasswordHash,
  type AccountRow,
  type AuthTokenKind,
} from './auth.repository';
import { browserApprovalEmail, browserApprovalLink, confirmationEmail, confirmationLink, resetEmail, resetLink } from './auth-emails';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { revokeUserRefreshTokens } from './refresh-token.repository';
import type { SignIn, SignInService } from './sign-in.service';
import { hashToken, newOpaqueToken, secondsAfter, tokenLifetimes } from './tokens';

const invalidCredentials = () => new AppError('invalid_credentials', 401, { key: 'auth:messages.invalidCredentials' });

/** Accounts: sign-up, email confirmation, login, password recovery and change. */
export function createAuthService(context: FeatureContext, signIns: SignInService, log: FastifyBaseLogger) {
  const { db, config } = context;

  async function newEmailToken(userId: string, kind: AuthTokenKind, lifetimeSeconds: number): Promise<string> {
    const { token, hash } = newOpaqueToken();
    await insertAuthToken(db, { userId, kind, hash, expiresAt: secondsAfter(context.now(), lifetimeSeconds) });
    return token;
  }

  async function sendConfirmation(userId: string, email: string, language: LanguageCode): Promise<void> {
    const token = await newEmailToken(userId, 'confirm_email', tokenLifetimes.confirmEmailSeconds);
    await context.mailer.send(confirmationEmail(email, confirmationLink(config.publicUrl, token), language));
  }

  /** An account's emails are in its profile's language, or else in the language of the page that asked. */
  const languageOf = (account: AccountRow, asked: LanguageCode): LanguageCode => productLanguage(account.preferred_language) ?? asked;

  return {
    /**
     * Someone signing up again before confirming hears that the email awaits confirmation (sign-up already
     * tells that an account exists), and can ask for a new link with `resendConfirmation`.
     */
    async signUp(body: SignupBody, language: LanguageCode): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      const created = await createAccount(db, { email: body.email, passwordHash, fullName: body.fullName || null });
      if (created) return sendConfirmation(created.id, body.email, language);
      const existing = await findAccountByEmail(db, body.email);
      if (existing && !existing.email_confirmed_at) {
        throw new AppError('email_not_confirmed', 409, { key: 'auth:messages.signupUnconfirmed' });
      }
      throw new AppError('email_taken', 409, { key: 'auth:messages.emailTaken' });
    },

    /** Answers alike for unknown, confirmed and waiting addresses; only a waiting one gets a new link. */
    async resendConfirmation(email: string, language: LanguageCode): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account || account.email_confirmed_at) return;
      await sendConfirmation(account.id, account.email, languageOf(account, language)).catch((err: unknown) =>
        log.error({ err }, 'confirmation email failed'),
      );
    },

    /** Confirms once; answers whose address it was (the route decides whether this browser is signed in). */
    async confirmEmail(token: string): Promise<AuthUser> {
      const now = context.now();
      const user = await db.transaction().execute(async (trx): Promise<AuthUser | null> => {
        const used = await consumeAuthToken(trx, 'confirm_email', hashToken(token), now);
        if (!used) return null;
        await markEmailConfirmed(trx, used.user_id, now);
        const email = await findEmailOfUser(trx, used.user_id);
        return email === undefined ? null : { id: used.user_id, email };
      });
      if (!user) throw new AppError('invalid_token', 400, { key: 'auth:messages.confirmInvalid' });
      return user;
    },

    /** Checks the password before confirmation, so only the owner learns an account awaits confirming. */
    async logIn(body: LoginBody): Promise<SignIn> {
      const account = await findAccountByEmail(db, body.email);
      if (!account) {
        await verifyAgainstDummy(body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(account.password_hash, body.password))) throw invalidCredentials();
      if (!account.email_confirmed_at) throw new AppError('email_not_confirmed', 403, { key: 'auth:messages.emailNotConfirmed' });
      return signIns.start({ id: account.id, email: account.email });
    },

    /** Answers alike whether or not the account exists; a mail failure is logged, not revealed. */
    async recover(email: string, language: LanguageCode): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      const token = await newEmailToken(account.id, 'reset_password', tokenLifetimes.resetPasswordSeconds);
      await context.mailer
        .send(resetEmail(account.email, resetLink(config.publicUrl, token), languageOf(account, language)))
        .catch((err: unknown) => log.error({ err }, 'password reset email failed'));
    },

    /** Answers alike whether or not the account exists; a confirmed account gets a link for its new browser. */
    async sendBrowserLink(email: string, language: LanguageCode): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account?.email_confirmed_at) return;
      const token = await newEmailToken(account.id, 'approve_browser', tokenLifetimes.approveBrowserSeconds);
      await context.mailer
        .send(browserApprovalEmail(account.email, browserApprovalLink(config.publicUrl, token), languageOf(account, language)))
        .catch((err: unknown) => log.error({ err }, 'browser link email failed'));
    },

    /** The emailed link, once: the account's email, for the browser that opened it to be remembered. */
    async approveBrowser(token: string): Promise<string> {
      const used = await consumeAuthToken(db, 'approve_browser', hashToken(token), context.now());
      const email = used && (await findEmailOfUser(db, used.user_id));
      if (!email) throw new AppError('invalid_token', 400, { key: 'auth:messages.browserLinkInvalid' });
      return email;
    },

    /** Following the emailed link proves the address, so a reset also confirms it. Every sign-in ends. */
    async resetPassword(body: ResetBody): Promise<void> {
      const hash = hashToken(body.token);
      const now = context.now();
      const invalid = () => new AppError('invalid_token', 400, { key: 'auth:messages.resetInvalid' });
      // Checked before hashing so invalid links cost no argon2 work; consumed atomically below.
      if (!(await findUsableAuthToken(db, 'reset_password', hash, now))) throw invalid();
      const passwordHash = await hashPassword(body.password);
      const reset = await db.transaction().execute(async (trx) => {
        const used = await consumeAuthToken(trx, 'reset_password', hash, now);
        if (!used) return false;
        await updatePasswordHash(trx, used.user_id, passwordHash);
        await markEmailConfirmed(trx, used.user_id, now);
        await revokeUserRefreshTokens(trx, used.user_id, now);
        return true;
      });
      if (!reset) throw invalid();
    },

    /** Ends every other sign-in and starts a fresh one for the browser that made the change. */
    /** Needs the current password; every other device is signed out, this one signed in afresh. */
    async changePassword(user: AuthUser, body: ChangePasswordBody): Promise<SignIn> {
      const current = await findPasswordHash(db, user.id);
      if (!current) throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
      if (!(await verifyPassword(current, body.currentPassword))) throw new AppError('invalid_credentials', 400, { key: 'settings:messages.currentPasswordWrong' });
      const passwordHash = await hashPassword(body.password);
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await updatePasswordHash(trx, user.id, passwordHash))) return false;
        await revokeUserRefreshTokens(trx, user.id, context.now());
        return true;
      });
      if (!changed) throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
      return signIns.start(user);
    },
  };
}

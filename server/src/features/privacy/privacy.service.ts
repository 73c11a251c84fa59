import type { FastifyBaseLogger } from 'fastify';
import type { Memory } from '@shared/api/privacy';
import { productLanguage } from '@shared/i18n/languages';
import type { LanguageCode } from '@shared/preferences';
import type { FeatureContext } from '../../feature-context';
import { AppError, notFound } from '../../plugins/error-handler';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { accountDeletedEmail } from './account-deleted-email';
import { deleteAccountRows, findAccountForDeletion } from './account-deletion.repository';
import { exportFileName, toDataExport } from './data-export';
import { readUserRows } from './export.repository';
import { deleteAllUserMemories, deleteUserMemory, listUserMemories } from './memories.repository';

export interface LiveSessions {
  /** Ends them: each is told `session.ended`, closed, and writes nothing more. */
  endSessionsOf(userId: string): Promise<void>;
  /** Once the account is gone: no session of theirs starts, though their access token has not expired. */
  refuse(userId: string): void;
  /** Other instances end the person's sessions they run, and refuse new ones. */
  tellOtherInstances(userId: string): Promise<void>;
}

export interface PrivacyServiceDeps {
  context: FeatureContext;
  payments: PaymentProvider;
  /** The auth feature's check of a password against its stored hash. */
  verifyPassword: (passwordHash: string, password: string) => Promise<boolean>;
  /** The person's live sessions on this server (run by the realtime server). */
  liveSessions: LiveSessions;
  log: FastifyBaseLogger;
}

/** The signed-in user's memories, their data file and the deletion of their account. */
export function createPrivacyService({ context: { db, now, mailer }, payments, verifyPassword, liveSessions, log }: PrivacyServiceDeps) {
  return {
    async memories(userId: string): Promise<Memory[]> {
      const rows = await listUserMemories(db, userId);
      return rows.map((r) => ({ id: r.id, fact: r.fact, createdAt: r.created_at.toISOString() }));
    },

    async deleteMemory(userId: string, memoryId: string): Promise<void> {
      if (!(await deleteUserMemory(db, userId, memoryId))) throw notFound({ key: 'settings:privacyMessages.memoryNotFound' });
    },

    deleteAllMemories: (userId: string) => deleteAllUserMemories(db, userId),

    async exportData(userId: string): Promise<{ fileName: string; body: string }> {
      const exportedAt = now();
      const data = toDataExport(await readUserRows(db, userId), exportedAt);
      if (!data.profile) throw notFound();
      return { fileName: exportFileName(exportedAt), body: JSON.stringify(data, null, 2) };
    },

    /**
     * Checks the password, stops any subscription, then removes every row; the mail goes last, in the
     * profile's language, or else in `asked`, the language of the page that asked.
     */
    async deleteAccount(userId: string, password: string, asked: LanguageCode): Promise<void> {
      const account = await findAccountForDeletion(db, userId);
      if (!account) throw notFound();
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw new AppError('invalid_credentials', 400, { key: 'settings:privacyMessages.wrongPassword' });
      }
      // A subscription left running would keep charging a person who has no account to cancel it from.
      // Test-mode subscriptions live only in the rows deleted below.
      for (const subscription of account.subscriptionIds.filter((s) => s.provider === 'stripe' && payments.mode === 'stripe')) {
        try {
          await payments.cancelSubscription(subscription.id, false);
        } catch (error) {
          // A subscription Stripe no longer has, or has already ended, charges nobody: deletion goes on.
          const facts = await payments.retrieveSubscription(subscription.id).catch(() => undefined);
          if (facts === null || facts?.status === 'canceled') continue;
          log.error({ err: error }, 'cancelling the subscription of a deleted account failed');
          throw new AppError('provider_failed', 502, { key: 'settings:privacyMessages.cancelFailed' });
        }
      }
      // Ended first, so no turn of theirs writes once the rows are gone; again after, for one started meanwhile.
      await liveSessions.endSessionsOf(userId);
      if (!(await deleteAccountRows(db, userId, account.email))) throw notFound();
      liveSessions.refuse(userId);
      await liveSessions.endSessionsOf(userId);
      // Only once the rows are gone: a deletion that failed must not lock the person out elsewhere.
      await liveSessions.tellOtherInstances(userId).catch((error: unknown) => log.warn({ err: error }, 'telling other instances of a deleted account failed'));
      try {
        await mailer.send(accountDeletedEmail(account.email, productLanguage(account.preferredLanguage) ?? asked));
      } catch (error) {
        log.warn({ err: error }, 'the account-deleted email could not be sent');
      }
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

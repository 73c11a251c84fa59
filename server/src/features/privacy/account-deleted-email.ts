import type { LanguageCode } from '@shared/preferences';
import { translator } from '../../i18n/translator';
import type { MailMessage } from '../../providers/mail/mailer';

/** The last email to a deleted account's address, in `language` (its profile's, read before the rows went). */
export function accountDeletedEmail(to: string, language: LanguageCode): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('settings:emails.accountDeletedSubject'),
    text: [
      t('auth:emails.greeting'),
      '',
      t('settings:emails.accountDeletedDone'),
      t('settings:emails.accountDeletedGone'),
      '',
      t('settings:emails.accountDeletedLast'),
      '',
      t('auth:emails.signOff'),
      t('auth:emails.team'),
    ].join('\n'),
  };
}

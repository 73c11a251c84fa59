import type { TextKey } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { translator } from '../../i18n/translator';
import type { MailMessage } from '../../providers/mail/mailer';

/** Where the client's pages read the token: the URL fragment, which never reaches a server log. */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email#token=${token}`;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#type=recovery&token=${token}`;
}

export function browserApprovalLink(publicUrl: string, token: string): string {
  return `${publicUrl}/approve-browser#token=${token}`;
}

/** An account email in `language`: greeting, what it is about, the link, what to know about it, the sign-off. */
function accountEmail(
  to: string,
  language: LanguageCode,
  subject: TextKey,
  about: readonly TextKey[],
  link: string,
  after: readonly TextKey[],
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t(subject),
    text: [t('auth:emails.greeting'), '', ...about.map((key) => t(key)), '', link, '', ...after.map((key) => t(key)), '', t('auth:emails.signOff'), t('auth:emails.team')].join('\n'),
  };
}

export const confirmationEmail = (to: string, link: string, language: LanguageCode): MailMessage =>
  accountEmail(to, language, 'auth:emails.confirmSubject', ['auth:emails.confirmWelcome', 'auth:emails.confirmOpen'], link, [
    'auth:emails.confirmExpiry',
    'auth:emails.confirmIgnore',
  ]);

export const resetEmail = (to: string, link: string, language: LanguageCode): MailMessage =>
  accountEmail(to, language, 'auth:emails.resetSubject', ['auth:emails.resetAsked', 'auth:emails.resetOpen'], link, [
    'auth:emails.resetExpiry',
    'auth:emails.resetIgnore',
  ]);

export const browserApprovalEmail = (to: string, link: string, language: LanguageCode): MailMessage =>
  accountEmail(to, language, 'auth:emails.browserSubject', ['auth:emails.browserAsked', 'auth:emails.browserOpen'], link, [
    'auth:emails.browserExpiry',
    'auth:emails.browserIgnore',
  ]);

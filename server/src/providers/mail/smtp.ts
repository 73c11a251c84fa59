import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Real delivery through `SMTP_URL` (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Well under the outbox's 5-minute claim on a mail being sent, so a slow server never gets it twice.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
    },
  };
}

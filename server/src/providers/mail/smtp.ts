import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Real delivery through `SMTP_URL` (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
    },
  };
}

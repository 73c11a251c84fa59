export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends product email. `outbox` keeps it in the database for the dev mailbox; `smtp` delivers it. */
export interface Mailer {
  readonly mode: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

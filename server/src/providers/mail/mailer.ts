export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe, …); SMTP sends them, the outbox does not keep them. */
  headers?: Record<string, string>;
}

/** Sends product email. `outbox` keeps it in the database for the dev mailbox; `smtp` delivers it. */
export interface Mailer {
  readonly mode: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

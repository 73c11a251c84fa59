export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe, …); SMTP sends them, the dev mailbox does not keep them. */
  headers?: Record<string, string>;
}

/** Sends product email. `dev-mailbox` keeps it in the database for the dev mailbox page; `smtp` delivers it. */
export interface Mailer {
  readonly mode: 'dev-mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

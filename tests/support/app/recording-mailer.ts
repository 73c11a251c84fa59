import type { Mailer, MailMessage } from '../../../server/src/providers/mail/mailer';

/** A Mailer (our own interface) that keeps what it is given, or fails like a mail server that is down. */
export class RecordingMailer implements Mailer {
  readonly mode = 'dev-mailbox' as const;
  readonly sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('mail server unavailable');
    this.sent.push(message);
  }

  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }
}

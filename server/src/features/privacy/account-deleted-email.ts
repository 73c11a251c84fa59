import type { MailMessage } from '../../providers/mail/mailer';

export function accountDeletedEmail(to: string): MailMessage {
  return {
    to,
    subject: 'Your Solace account has been deleted',
    text: [
      'Hi,',
      '',
      'Your Solace account has been deleted, as you asked.',
      'Your profile, sessions and their messages, mood check-ins, reminders, wrap-ups, memories and billing',
      'history are gone, any subscription was cancelled, and every device was signed out.',
      '',
      'This is the last email we send to this address. If you did not ask for this, please reply to tell us.',
      '',
      'Take care,',
      'The Solace team',
    ].join('\n'),
  };
}

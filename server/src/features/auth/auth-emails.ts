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

export function confirmationEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Solace',
    text: [
      'Hi,',
      '',
      "Welcome to Solace. We're glad you're here.",
      'Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'The link works once and expires in 24 hours.',
      "If you didn't create a Solace account, you can ignore this email.",
      '',
      'Take care,',
      'The Solace team',
    ].join('\n'),
  };
}

export function resetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Solace password',
    text: [
      'Hi,',
      '',
      'Someone asked to reset the password of your Solace account.',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour.',
      "If it wasn't you, you can ignore this email: your password stays the same.",
      '',
      'Take care,',
      'The Solace team',
    ].join('\n'),
  };
}

export function browserApprovalEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Sign in to Solace from a new browser',
    text: [
      'Hi,',
      '',
      'Someone asked for a link to sign in to your Solace account from a new browser. This is offered when logging in there is paused after many attempts.',
      'If it was you, open this link in that browser, then log in with your password:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. It does not sign you in by itself: your password is still needed.',
      "If you didn't ask for it, you can ignore this email: the link is no use without your password. If you think someone is trying to sign in, choose a new password with 'Forgot your password?' on the login form.",
      '',
      'Take care,',
      'The Solace team',
    ].join('\n'),
  };
}

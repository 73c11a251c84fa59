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
      'There have been many sign-in attempts on your Solace account, so logging in from a browser it does not know is paused for a while.',
      'To sign in from your browser now, open this link in it, then log in with your password:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. It does not sign you in by itself: your password is still needed.',
      "If you didn't ask for it, someone else may be trying to sign in: you can ignore this email, and choosing a new password from the login form's 'Forgot password' keeps your account safe.",
      '',
      'Take care,',
      'The Solace team',
    ].join('\n'),
  };
}

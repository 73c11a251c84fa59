import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translator';
import { confirmationEmail, confirmationLink, resetEmail, resetLink } from './auth-emails';

describe('account emails', () => {
  it('put the token in the fragment of the client pages', () => {
    expect(confirmationLink('https://solace.example', 'abc_-123')).toBe(
      'https://solace.example/confirm-email#token=abc_-123',
    );
    expect(resetLink('https://solace.example', 'abc_-123')).toBe(
      'https://solace.example/reset-password#type=recovery&token=abc_-123',
    );
  });

  it('confirmation: plain text naming Solace, carrying the link and its lifetime', () => {
    const mail = confirmationEmail('ana@example.com', 'https://solace.example/confirm-email#token=t0k3n', 'en');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toContain('Solace');
    expect(mail.text).toContain('\nhttps://solace.example/confirm-email#token=t0k3n\n');
    expect(mail.text).toContain('24 hours');
    expect(mail.text).not.toMatch(/<[a-z]+>/i);
  });

  it('reset: plain text naming Solace, carrying the link and its lifetime', () => {
    const mail = resetEmail('ana@example.com', 'https://solace.example/reset-password#type=recovery&token=t0k3n', 'en');
    expect(mail.subject).toContain('Solace');
    expect(mail.text).toContain('\nhttps://solace.example/reset-password#type=recovery&token=t0k3n\n');
    expect(mail.text).toContain('1 hour');
  });

  it('are written in the language given, link and lifetime kept', () => {
    const mail = resetEmail('ana@example.com', 'https://solace.example/reset-password#type=recovery&token=t0k3n', 'es');
    expect(mail.subject).toBe(translator('es')('auth:emails.resetSubject'));
    expect(mail.text).toContain(translator('es')('auth:emails.resetExpiry'));
    expect(mail.text).toContain('\nhttps://solace.example/reset-password#type=recovery&token=t0k3n\n');
    expect(mail.text).not.toContain('Take care');
  });
});

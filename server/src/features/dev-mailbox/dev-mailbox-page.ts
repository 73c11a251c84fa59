import { escapeHtml } from '../../lib/escape-html';
import type { MailboxMessage } from './dev-mailbox.schemas';

const AUTO_REFRESH_SECONDS = 5;
const LINK = /https?:\/\/[^\s<>"']+/g;


/** Escapes a mail body and turns its http(s) addresses into links (only those schemes, so no script URLs). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function pageUrl(to: string | undefined, auto: boolean): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (auto) params.set('auto', '1');
  const query = params.toString();
  return query ? `/dev/mailbox?${query}` : '/dev/mailbox';
}

function renderMail(mail: MailboxMessage): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · ${mail.transport}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

/**
 * A self-contained page without scripts (the CSP allows none inline): refreshing is a link, and
 * auto-refresh is a meta refresh switched on and off by a query parameter.
 */
export function renderMailboxPage(mails: MailboxMessage[], options: { to: string | undefined; auto: boolean }): string {
  const { to, auto } = options;
  const refresh = auto ? `<meta http-equiv="refresh" content="${AUTO_REFRESH_SECONDS}">` : '';
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p class="empty">No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>Dev mailbox · Solace</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  header { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-bottom: 1.5rem; }
  .button { border: 1px solid #6366f1; border-radius: .375rem; padding: .35rem .75rem; color: #4338ca; text-decoration: none; }
  article { border: 1px solid #e5e7eb; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
  .meta { color: #6b7280; font-size: .85rem; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 0; font: inherit; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the app sent in development, newest first. Not available in production or when SMTP is configured.</p>
<header>
  <form method="get" action="/dev/mailbox">
    <input type="email" name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}">
    ${auto ? '<input type="hidden" name="auto" value="1">' : ''}
    <button type="submit">Filter</button>
  </form>
  <a class="button" href="${escapeHtml(pageUrl(to, auto))}">Refresh</a>
  <a class="button" href="${escapeHtml(pageUrl(to, !auto))}">Auto-refresh: ${auto ? 'on' : 'off'}</a>
</header>
${body}
</body>
</html>
`;
}

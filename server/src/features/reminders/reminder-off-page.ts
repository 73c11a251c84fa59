import { escapeHtml } from '../../lib/escape-html';

/** The tiny pages behind the one-click link in reminder emails: self-contained, no scripts, inline styles only. */


function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Solace</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f6f5fb;color:#1f1d2b">
<main style="max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 2px 12px rgba(0,0,0,.06)">
<h1 style="margin-top:0;font-size:1.4rem">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const linkStyle = 'color:#6d4fd8';
const buttonStyle = 'font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#6d4fd8;color:#fff;cursor:pointer';

/** Asks before acting: mail scanners open links with GET, and must not turn anything off. */
export function confirmOffPage(actionUrl: string): string {
  return page(
    'Mood reminders',
    `<p>Don't want the daily check-in emails any more? You can turn them on again at any time in the Mood Tracker.</p>
<form method="post" action="${escapeHtml(actionUrl)}">
<button type="submit" style="${buttonStyle}">Turn off reminders</button>
</form>`,
  );
}

export function remindersOffPage(trackerUrl: string): string {
  return page(
    'Reminders are off',
    `<p>You won't get mood reminder emails any more. Whenever you'd like a check-in, Solace is here.</p>
<p><a style="${linkStyle}" href="${escapeHtml(trackerUrl)}">Go to the Mood Tracker</a></p>`,
  );
}

export function invalidLinkPage(trackerUrl: string): string {
  return page(
    'This link is not valid',
    `<p>The link may have been cut short by your email app. You can turn reminders off in the Mood Tracker.</p>
<p><a style="${linkStyle}" href="${escapeHtml(trackerUrl)}">Go to the Mood Tracker</a></p>`,
  );
}

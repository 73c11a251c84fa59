import { textDirection } from '@shared/i18n/languages';
import type { TextKey } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { translator } from '../../i18n/translator';
import { escapeHtml } from '../../lib/escape-html';

/** The tiny pages behind the one-click link in reminder emails: self-contained, no scripts, inline styles only. */

/** A text of these pages in `language`, escaped for HTML. */
const say = (language: LanguageCode, key: TextKey) => escapeHtml(translator(language)(key));

function page(language: LanguageCode, title: TextKey, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say(language, title)} · Solace</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f6f5fb;color:#1f1d2b">
<main style="max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 2px 12px rgba(0,0,0,.06)">
<h1 style="margin-top:0;font-size:1.4rem">${say(language, title)}</h1>
${body}
</main>
</body>
</html>`;
}

const linkStyle = 'color:#6d4fd8';
const buttonStyle = 'font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#6d4fd8;color:#fff;cursor:pointer';

/** Asks before acting: mail scanners open links with GET, and must not turn anything off. */
export function confirmOffPage(actionUrl: string, language: LanguageCode): string {
  return page(
    language,
    'mood:offPage.confirmTitle',
    `<p>${say(language, 'mood:offPage.confirmBody')}</p>
<form method="post" action="${escapeHtml(actionUrl)}">
<button type="submit" style="${buttonStyle}">${say(language, 'mood:offPage.turnOff')}</button>
</form>`,
  );
}

export function remindersOffPage(trackerUrl: string, language: LanguageCode): string {
  return page(
    language,
    'mood:offPage.offTitle',
    `<p>${say(language, 'mood:offPage.offBody')}</p>
<p><a style="${linkStyle}" href="${escapeHtml(trackerUrl)}">${say(language, 'mood:offPage.toTracker')}</a></p>`,
  );
}

export function invalidLinkPage(trackerUrl: string, language: LanguageCode): string {
  return page(
    language,
    'mood:offPage.invalidTitle',
    `<p>${say(language, 'mood:offPage.invalidBody')}</p>
<p><a style="${linkStyle}" href="${escapeHtml(trackerUrl)}">${say(language, 'mood:offPage.toTracker')}</a></p>`,
  );
}

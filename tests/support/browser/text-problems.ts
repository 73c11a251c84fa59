import type { Page } from '@playwright/test';

export interface TextProblem {
  kind: 'untranslated' | 'overflow';
  text: string;
  /** The element: tag, test id or first classes, for a person to find it. */
  where: string;
}

/**
 * Runs in the page of the pseudo-locale build, where every text from the translation layer is accented
 * (`⟦Šéétţîîñĝš⟧`): finds visible texts and labels with plain ASCII words (they did not go through the
 * layer) and texts that overflow their box or the screen. Skipped: what is marked as not for translation
 * (`translate="no"`: what the person wrote, what the companion said, names of the person's data, the
 * product's name), what is in a language of its own on purpose (`lang`: the legal text, a line's own words)
 * and what the server words in the page's language (`data-server-text`: a guide, a refusal's reason; the
 * integration tests prove their language). English words that `Intl` writes for the page's language
 * (month, unit and country names) are allowed.
 */
/**
 * In the page: every shown text (text nodes, and the labels a screen reader says) with its element,
 * skipping what matches \`skip\` (a CSS selector).
 */
const shownTexts = `function* ancestors(el) { for (let a = el; a && a !== document.documentElement; a = a.parentElement) yield a; }
function* shownTexts(skip) {
  const shown = (el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) || el.closest(skip) || !shown(el)) continue;
    yield { text: node.textContent, el, node: true };
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (el.closest(skip)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) yield { text: value, el, node: false };
    }
  }
}`;

const inPage = `(() => {
  ${shownTexts}
  const problems = [];
  const intl = [];
  for (let month = 0; month < 12; month += 1) {
    for (const width of ['long', 'short']) intl.push(new Intl.DateTimeFormat('en', { month: width }).format(new Date(2026, month, 5)));
  }
  for (let day = 1; day <= 7; day += 1) {
    for (const width of ['long', 'short']) intl.push(new Intl.DateTimeFormat('en', { weekday: width }).format(new Date(2026, 10, day)));
  }
  for (const unit of ['second', 'minute', 'hour', 'day']) {
    for (const unitDisplay of ['long', 'short', 'narrow']) {
      for (const n of [1, 2]) intl.push(...new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay }).format(n).split(/[\\s\\d.,]+/));
    }
  }
  const regions = new Intl.DisplayNames('en', { type: 'region' });
  for (const first of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    for (const second of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const name = regions.of(first + second);
      if (name !== first + second) intl.push(...name.split(/[\\s,()&.-]+/));
    }
  }
  intl.push('AM', 'PM', 'US$', 'USD');
  const allowed = new Set(intl.filter((word) => /[A-Za-z]/.test(word)));
  const describe = (el) => el.tagName.toLowerCase() + (el.dataset.testid ? '[' + el.dataset.testid + ']' : '') + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ').slice(0, 3).join('.') : '');
  const english = (text) => (text.match(/[A-Za-z]{2,}/g) || []).filter((word) => !allowed.has(word));
  const check = (text, el) => {
    const words = english(text);
    if (words.length > 0) problems.push({ kind: 'untranslated', text: text.trim().slice(0, 120), where: describe(el) });
  };
  const scrolls = (el) => [...ancestors(el)].some((a) => ['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && a !== el);
  const blockOf = (el) => { let at = el; while (at.parentElement && getComputedStyle(at).display === 'inline') at = at.parentElement; return at; };
  const overflowing = new Set();
  for (const { text, el, node } of shownTexts('[translate="no"], body [lang], [data-server-text]')) {
    check(text, el);
    if (!node) continue;
    const block = blockOf(el);
    if (overflowing.has(block) || scrolls(block)) continue;
    const style = getComputedStyle(block);
    const box = block.getBoundingClientRect();
    const clipped = block.scrollWidth > block.clientWidth + 1 && block.clientWidth > 0 && !['auto', 'scroll'].includes(style.overflowX);
    const clamped = block.scrollHeight > block.clientHeight + 1 && ['hidden', 'clip'].includes(style.overflowY);
    const offScreen = box.right > innerWidth + 1 || box.left < -1;
    // Visually hidden (Tailwind's sr-only), itself or inside a hidden wrapper (a chart's table): read, never shown.
    const srOnly = [block, ...ancestors(block)].some((a) => {
      const at = getComputedStyle(a);
      return at.position === 'absolute' && (at.clip === 'rect(0px, 0px, 0px, 0px)' || at.clipPath === 'inset(50%)');
    });
    if (!srOnly && (clipped || clamped || offScreen)) {
      overflowing.add(block);
      problems.push({ kind: 'overflow', text: block.textContent.trim().slice(0, 120), where: describe(block) });
    }
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) {
    problems.push({ kind: 'overflow', text: 'the page scrolls sideways (' + document.documentElement.scrollWidth + ' px)', where: 'html' });
  }
  return problems;
})()`;

/** What on the page did not go through the translation layer, or does not fit (pseudo-locale build). */
export const textProblems = (page: Page): Promise<TextProblem[]> => page.evaluate<TextProblem[]>(inPage);

/**
 * The words a person sees and hears on the page (texts and labels), without what the person wrote or
 * stored content (`translate="no"`) and what is in a language of its own on purpose (`lang`).
 */
export const shownWords = (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`(() => {
    ${shownTexts}
    return [...shownTexts('[translate="no"], body [lang]')].flatMap(({ text }) => text.match(/[\\p{L}\\p{M}'’-]+/gu) || []);
  })()`);

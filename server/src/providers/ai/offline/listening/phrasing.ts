import type { LanguageCode } from '@shared/preferences';
import { languagePacks } from '../language-packs';
import type { Subject } from './listening-pack';

/** A template with a subject's words in it, its first letter capitalised. */
export function fill(template: string, subject: Subject): string {
  return capitalise(template.replace('{the}', subject.the).replace('{with}', subject.with));
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** "a, b and c" in the language's words. */
export function listOf(items: readonly string[], language: LanguageCode): string {
  const pack = languagePacks[language];
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(pack.listSeparator)}${pack.lastSeparator}${items.at(-1)}`;
}

export function joinSentences(sentences: readonly string[], language: LanguageCode): string {
  return sentences.filter((s) => s !== '').join(languagePacks[language].unspaced ? '' : ' ');
}

/** The marks that open and close a person's quoted words in the ten languages: “…”, «…», „…“, 「…」, "…". */
const OPENING = /[“«„「"]/u;
const CLOSING = /[”»“」"][^”»“」"]*$/u;

/**
 * The words of a sentence around what it quotes (before the first opening mark, after the last closing
 * one, so quotes inside the person's words stay inside), or none when it quotes nothing.
 */
function framing(sentence: string): string[] {
  const open = sentence.search(OPENING);
  const close = sentence.search(CLOSING);
  if (open < 0 || close <= open) return [];
  return [sentence.slice(0, open), sentence.slice(close + 1)].map((part) => part.trim()).filter((part) => part.length >= 3);
}

/**
 * Chooses sentences nobody has heard yet in this session: the first of `options` that none of the
 * companion's earlier replies (nor this reply so far) contains, in a frame not said lately when it
 * quotes the person; when all have been said, the one said longest ago.
 */
export class FreshChoice {
  constructor(
    private readonly said: readonly string[],
    private readonly now: string[] = [],
  ) {}

  pick(options: readonly string[]): string {
    const unsaid = this.unsaid(options);
    const choice = unsaid ?? this.longestAgo(options);
    this.now.push(choice);
    return choice;
  }

  /** Like `pick`, but null once every option has been said: for sentences a reply can do without. */
  pickUnheard(options: readonly string[]): string | null {
    const unsaid = this.unsaid(options);
    if (unsaid !== undefined) this.now.push(unsaid);
    return unsaid ?? null;
  }

  heard(sentence: string): boolean {
    return this.now.includes(sentence) || this.said.some((reply) => reply.includes(sentence));
  }

  /**
   * The first option not yet said; of those that quote the person, one whose frame ("“…”: I heard
   * that part too.") is new to this reply, else the one whose frame was said longest ago.
   */
  private unsaid(options: readonly string[]): string | undefined {
    const lastFramed = (option: string) => {
      const frame = framing(option);
      const framedIn = (text: string) => frame.length > 0 && frame.every((part) => text.includes(part));
      return this.now.some(framedIn) ? Infinity : this.said.findLastIndex(framedIn);
    };
    return options
      .filter((option) => !this.heard(option))
      .map((option) => ({ option, last: lastFramed(option) }))
      .sort((a, b) => a.last - b.last)[0]?.option;
  }

  private longestAgo(options: readonly string[]): string {
    const lastSaid = (option: string) => this.said.findLastIndex((reply) => reply.includes(option));
    return [...options].sort((a, b) => lastSaid(a) - lastSaid(b))[0] ?? '';
  }
}

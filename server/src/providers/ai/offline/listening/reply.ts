import type { LanguageCode } from '@shared/preferences';
import { detectFeelings } from '../feelings';
import type { Feeling, LanguagePack } from '../language-pack';
import { languagePacks } from '../language-packs';
import { suggestionsFor } from '../suggestions';
import { personKinds, type ListeningPack, type Subject, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { subjectAsCalled } from './called';
import { choiceEcho } from './choices';
import { detailEchoesOf, echoesOf } from './echo-words';
import { capitalise, fill, joinSentences, type FreshChoice } from './phrasing';
import { stepsAfterLoss } from './loss';
import { recapSentences } from './recap';
import { asksHowToSay, howToSayAnswers } from './saying';
import { subjectsIn } from './subjects';

/** Whom a person can have lost: someone, or a pet. */
export function canBeLost(kind: SubjectKind): boolean {
  return personKinds.has(kind) || kind === 'pet';
}

/** Whether a reply can already say `word` back: a person, situation or feeling it knows. */
export function recognised(word: string, language: LanguageCode): boolean {
  return subjectsIn(word, language).length > 0 || detectFeelings(word, language).length > 0;
}

/** The closing questions that do not presume a weight ("what has been on your mind", not "what feels heaviest"). */
const OPEN_QUESTIONS = [2, 4, 5, 6, 7];

/** A reply being put together, sentence by sentence, none said before in the session. */
export class Reply {
  readonly pack: LanguagePack;
  readonly listening: ListeningPack;
  /** A death was told of in this session: no step suggests calling or visiting whom they may have lost. */
  afterLoss = false;
  private readonly sentences: string[] = [];

  constructor(
    private readonly language: LanguageCode,
    private readonly fresh: FreshChoice,
    private readonly previous: string,
    private readonly said: readonly string[],
  ) {
    this.pack = languagePacks[language];
    this.listening = listeningPacks[language];
  }

  private readonly called = new Map<SubjectKind, Subject>();

  /** The companion's words for a subject, as the person named it (looked up once a reply). */
  private subject(kind: SubjectKind): Subject {
    let words = this.called.get(kind);
    if (!words) this.called.set(kind, (words = subjectAsCalled(kind, this.said, this.language)));
    return words;
  }

  add(sentence: string): void {
    this.sentences.push(sentence);
  }

  pick(options: readonly string[]): void {
    this.add(this.fresh.pick(options));
  }

  /** A sentence the reply can do without: left out once every option has been said. */
  pickIfFresh(options: readonly string[]): void {
    const sentence = this.fresh.pickUnheard(options);
    if (sentence !== null) this.add(sentence);
  }

  /** An opening sentence, one that does not open like the reply before when another will do. */
  private openWith(options: readonly string[]): void {
    const opening = (text: string) => text.split(/\s+/).slice(0, 3).join(' ');
    const likeBefore = (option: string) => (this.sentences.length === 0 && opening(option) === opening(this.previous) ? 1 : 0);
    this.pick([...options].sort((a, b) => likeBefore(a) - likeBefore(b)));
  }

  /**
   * Reflects what was named: the first subject (and a second), else the main feeling, else a warm
   * opener. Good news is met as such: its brightness first, and what was named without any weight.
   */
  open(subjects: readonly SubjectKind[], feeling: Feeling | undefined, second: Feeling | undefined, goodNews: boolean, said: string): void {
    const [first, next] = subjects;
    // Nothing recognised: their own words, said back, show what was heard better than any opener.
    const echoes = first ? [] : echoesOf(said, this.language);
    // Something recognised, and more said besides (a nurse, a wedding): that detail in their words too.
    const detail = () => this.pickIfFresh(detailEchoesOf(said, this.language, (word) => recognised(word, this.language)));
    if (goodNews) {
      if (feeling === 'hope') this.openWith(this.pack.reflections.hope);
      const neutral = this.listening.reflectSubject[1];
      if (first && neutral) this.pick([fill(neutral, this.subject(first))]);
      else if (echoes.length > 0) this.pickIfFresh(echoes);
      else if (feeling !== 'hope' && this.sentences.length === 0) this.openWith(this.pack.openers);
      if (first || feeling === 'hope') detail();
      return;
    }
    if (first) {
      this.openWith(this.listening.reflectSubject.map((t) => fill(t, this.subject(first))));
      if (next) this.pick(this.listening.alsoSubject.map((t) => fill(t, this.subject(next))));
      if (feeling) this.pick(this.pack.alsoHeard.map((t) => t.replace('{feeling}', this.pack.names[feeling])));
      detail();
      return;
    }
    if (feeling) {
      const [one, two] = this.pack.reflections[feeling];
      this.openWith([one, two, this.pack.named.replace('{feeling}', this.pack.names[feeling])]);
      if (second) this.pick(this.pack.alsoHeard.map((t) => t.replace('{feeling}', this.pack.names[second])));
      detail();
      return;
    }
    this.openWith(echoes.length > 0 && !echoes.some((echo) => this.fresh.heard(echo)) ? echoes : this.pack.openers);
  }

  /** Something the person shared in an earlier session about what they named now, once a session. */
  recall(subject: SubjectKind | undefined, memories: readonly string[]): void {
    if (!subject || !personKinds.has(subject)) return;
    const words = this.listening.subjects[subject].the.toLocaleLowerCase();
    const memory = memories.find((m) => m.toLocaleLowerCase().includes(words));
    if (!memory) return;
    const sentence = this.listening.recall.replace('{memory}', memory);
    if (!this.fresh.heard(sentence)) this.pick([sentence]);
  }

  /** A way to think about what was asked, and one small next step about what it is about. */
  answer(kind: 'isNormal' | 'whatCanIDo' | 'decision' | 'other', subject: SubjectKind | undefined, feeling: Feeling | undefined, said: string, guarded: boolean): void {
    const echo = kind === 'decision' ? choiceEcho(said, this.language) : null;
    if (echo) this.add(echo);
    // "How do I tell her…" gets a way to say it; other questions, the answer of their kind.
    if (kind !== 'decision' && !guarded && asksHowToSay(said, this.language)) this.pickIfFresh(howToSayAnswers(this.language));
    else if (kind !== 'other') this.pickIfFresh(this.listening.answer[kind]);
    if (this.afterLoss && subject && canBeLost(subject)) return this.pickIfFresh(stepsAfterLoss(this.language));
    const step = subject ? capitalise(this.subject(subject).step) : null;
    if (step && !this.fresh.heard(step)) this.pick([step]);
    else if (kind === 'isNormal') return;
    else if (feeling && feeling !== 'hope') this.pickIfFresh([...suggestionsFor(feeling, this.language), ...this.listening.generalSteps]);
    else this.pickIfFresh([...this.listening.generalSteps, ...suggestionsFor(undefined, this.language)]);
  }

  recap(earlier: readonly string[], risk: boolean): void {
    const recap = recapSentences(earlier, this.language, risk);
    if (!recap) {
      this.add(this.listening.recap.empty);
      this.pick(this.pack.questions);
      return;
    }
    this.add(this.listening.recap.intro);
    for (const sentence of recap) this.add(sentence);
    if (risk) this.pickIfFresh(this.listening.afterRisk);
    this.add(this.listening.recap.check);
  }

  /** A question back, about what was named when something was (and was not good news). */
  ask(subject: SubjectKind | undefined, goodNews: boolean): void {
    if (goodNews) return this.pick(OPEN_QUESTIONS.map((index) => this.pack.questions[index] ?? ''));
    if (!subject) return this.pick(this.pack.questions);
    const words = this.subject(subject);
    const questions = words.questions ?? (personKinds.has(subject) ? this.listening.personQuestions : this.listening.situationQuestions);
    this.pick(questions.map((t) => fill(t, words)));
  }

  text(): string {
    return joinSentences(this.sentences, this.language);
  }
}

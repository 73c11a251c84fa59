import type { LanguageCode } from '@shared/preferences';
import { classifyRisk } from '../../../../safety/risk-classifier';
import type { ChatMessage, ReplyContext } from '../../ai-provider';
import { aiIdentityAnswer, asksIfAi } from '../ai-identity';
import { detectFeelings } from '../feelings';
import type { Feeling, LanguagePack } from '../language-pack';
import { languagePacks } from '../language-packs';
import { asksSomething } from '../questions';
import { suggestionsFor } from '../suggestions';
import { personKinds, type ListeningPack, type Subject, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { subjectAsCalled } from './called';
import { choiceEcho } from './choices';
import { detailEchoesOf, echoesOf, questionEchoesOf } from './echo-words';
import { FreshChoice, capitalise, fill, joinSentences } from './phrasing';
import { questionKind } from './question-kind';
import { condolences, questionsAfterLoss, stepsAfterLoss, tellsOfLoss } from './loss';
import { pointedAt, pointsBack } from './references';
import { recapSentences } from './recap';
import { asksHowToSay, howToSayAnswers } from './saying';
import { subjectsIn } from './subjects';

/**
 * The offline companion's reply to the person's last message, built on what they said: it reflects the
 * people and situations they named (or the feelings, or opens warmly), answers the kind of question
 * they asked about that very thing, sums the session up when asked, and ends with a question back.
 * The first reply acknowledges the mood picked at the start; after a message that sounded like risk it
 * stays with that rather than sounding bright. No sentence is said twice in a session (`FreshChoice`).
 */
export function composeReply(messages: readonly ChatMessage[], language: LanguageCode, context: ReplyContext = {}): string {
  const history = (context.history ?? messages).filter((m) => m.role !== 'system');
  const userTexts = history.filter((m) => m.role === 'user').map((m) => m.content);
  const said = messages.filter((m) => m.role === 'user').at(-1)?.content ?? userTexts.at(-1) ?? '';
  const earlier = userTexts.slice(0, userTexts.lastIndexOf(said) === -1 ? userTexts.length : userTexts.lastIndexOf(said));
  const replies = history.filter((m) => m.role === 'assistant').map((m) => m.content);
  const reply = new Reply(language, new FreshChoice(replies), replies.at(-1) ?? '', [...earlier, said]);

  if (replies.length === 0 && context.moodBefore) reply.add(reply.listening.moodBefore[context.moodBefore]);
  if (asksIfAi(said)) {
    reply.add(aiIdentityAnswer(language));
    reply.pick(reply.pack.questions);
    return reply.text();
  }
  const riskEarlier = earlier.some((text) => classifyRisk(text).flagged);
  const kind = questionKind(said, language);
  if (kind === 'recap') {
    reply.recap(earlier, riskEarlier);
    return reply.text();
  }

  const named = withoutPartnerAfterBreakup(subjectsIn(said, language));
  const howToSay = asksHowToSay(said, language);
  const question = kind ?? (asksSomething(said, language) || howToSay ? 'other' : null);
  // "Should I fly down or wait?", "what do I do, tell her or keep quiet?": a question that names its options is a
  // choice, and answered as one, whatever phrase it uses. "How do I tell him without him getting angry or upset" is not.
  const choice = question !== null && question !== 'isNormal' && !howToSay && choiceEcho(said, language) !== null;
  const asked = choice ? 'decision' : question;
  const pointing = named.length === 0 && pointsBack(said, language);
  // Around anything that sounded like risk, nothing of the person's words is quoted back, nor coached.
  const guarded = riskEarlier || classifyRisk(said).flagged;
  // A question about something of its own ("what can I do about my nerves") is said back and answered as such.
  const ownQuestion =
    !guarded && named.length === 0 && !pointing && asked !== null && asked !== 'decision'
      ? questionEchoesOf(said, language, (word) => recognised(word, language))
      : [];
  // "Should I ask him…" is about whom the person was just talking of; so is a question right after naming something.
  const pointed = pointedAt(said, language);
  // "How do I tell him I failed" names the exam and means the father named before: both.
  const whom = named.length > 0 && pointed && !named.some((kind) => personKinds.has(kind)) ? lastNamed(earlier, language, true, pointed) : [];
  const subjects =
    named.length > 0 ? [...whom, ...named] : pointing ? lastNamed(earlier, language, true, pointed) : asked ? lastNamed(earlier.slice(-1), language, false) : [];
  const felt = detectFeelings(said, language);
  const heard = felt.filter((f) => !(riskEarlier && f === 'hope'));
  // Good news ("she called and I was so happy", a first message after picking "great") is not read as a weight.
  const goodNews = felt[0] === 'hope' || (felt.length === 0 && replies.length === 0 && (context.moodBefore === 'great' || context.moodBefore === 'good'));
  if (riskEarlier && (heard.length === 0 || goodNews)) reply.pickIfFresh(reply.listening.afterRisk);
  // A death told of is met with condolences before anything else is reflected; whom they lost is not asked about as if here.
  const loss = !guarded && tellsOfLoss(said, language);
  if (loss) reply.pickIfFresh(condolences(language));
  const lossEarlier = earlier.some((text) => tellsOfLoss(text, language));
  reply.afterLoss = loss || lossEarlier;
  // A feeling named now is reflected before whom it may be about.
  // A question or a choice said back is heard enough: no echo of the same words before it; nor of a death met with condolences.
  reply.open(named.length > 0 || !heard[0] ? subjects : [], heard[0], heard[1], goodNews, guarded || loss || choice || ownQuestion.length > 0 ? '' : said);
  reply.recall(subjects[0], context.memories ?? []);

  reply.pickIfFresh(ownQuestion);
  // A question with a thing or feeling of its own ("what can I do about my nerves") gets a step for that, not
  // the step about whom it was about before.
  const ownTopic = named.length === 0 && (ownQuestion.length > 0 || (heard[0] !== undefined && heard[0] !== 'hope'));
  if (asked !== null) reply.answer(asked, ownTopic ? undefined : subjects[0], heard[0], said, guarded);
  else if (!goodNews) reply.pickIfFresh(reply.pack.validations);
  if (loss || (lossEarlier && subjects[0] && canBeLost(subjects[0]))) reply.pick(questionsAfterLoss(language));
  else reply.ask(subjects[0], goodNews);
  return reply.text();
}

/** Whom a person can have lost: someone, or a pet. */
function canBeLost(kind: SubjectKind): boolean {
  return personKinds.has(kind) || kind === 'pet';
}

/** Not whom "she" or "he" can be. */
const notPointedAt: Record<'she' | 'he', ReadonlySet<SubjectKind>> = {
  she: new Set(['father', 'brother', 'parents']),
  he: new Set(['mother', 'sister', 'parents']),
};

/** Whom (or what) the person named last, in their last few messages; for "she" or "he", someone they can be. */
function lastNamed(earlier: readonly string[], language: LanguageCode, person: boolean, pointed: 'she' | 'he' | null = null): SubjectKind[] {
  const can = (kind: SubjectKind) => personKinds.has(kind) && !(pointed && notPointedAt[pointed].has(kind));
  for (const text of earlier.slice(-3).reverse()) {
    const subjects = subjectsIn(text, language);
    const subject = person ? subjects.findLast(can) : subjects[0];
    if (subject) return [subject];
  }
  return [];
}

/** Whether a reply can already say `word` back: a person, situation or feeling it knows. */
function recognised(word: string, language: LanguageCode): boolean {
  return subjectsIn(word, language).length > 0 || detectFeelings(word, language).length > 0;
}

/** "My boyfriend and I broke up" is about the breakup. */
function withoutPartnerAfterBreakup(subjects: SubjectKind[]): SubjectKind[] {
  return subjects.includes('ex') ? subjects.filter((kind) => kind !== 'partner') : subjects;
}

/** The closing questions that do not presume a weight ("what has been on your mind", not "what feels heaviest"). */
const OPEN_QUESTIONS = [2, 4, 5, 6, 7];

class Reply {
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

import type { LanguageCode } from '@shared/preferences';
import { classifyRisk } from '../../../../safety/risk-classifier';
import type { ChatMessage, ReplyContext } from '../../ai-provider';
import { aiIdentityAnswer, asksIfAi } from '../ai-identity';
import { detectFeelings } from '../feelings';
import { asksSomething } from '../questions';
import { personKinds, type SubjectKind } from './listening-pack';
import { choiceEcho } from './choices';
import { questionEchoesOf } from './echo-words';
import { FreshChoice } from './phrasing';
import { questionKind } from './question-kind';
import { condolences, questionsAfterLoss, tellsOfLoss } from './loss';
import { pointedAt, pointsBack } from './references';
import { Reply, canBeLost, recognised } from './reply';
import { asksHowToSay } from './saying';
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
  const heard = felt.filter((f) => !(guarded && f === 'hope'));
  // Good news ("she called and I was so happy", a first message after picking "great") is not read as a weight.
  const goodNews = !guarded && (felt[0] === 'hope' || (felt.length === 0 && replies.length === 0 && (context.moodBefore === 'great' || context.moodBefore === 'good')));
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

/** "My boyfriend and I broke up" is about the breakup. */
function withoutPartnerAfterBreakup(subjects: SubjectKind[]): SubjectKind[] {
  return subjects.includes('ex') ? subjects.filter((kind) => kind !== 'partner') : subjects;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import type { ChatMessage } from '../../ai-provider';
import { factsIn } from './facts';
import { composeSessionSummary } from './session-summary';
import { composeReply } from './listener';
import { questionKinds, subjectKinds, type QuestionKind, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { languagePacks } from '../language-packs';
import { questionKind } from './question-kind';
import { howToSayAnswers } from './saying';
import { subjectsIn } from './subjects';

interface Samples {
  subjects: Partial<Record<SubjectKind, string>>;
  asks: Record<QuestionKind, string>;
  facts: Record<'personName' | 'job' | 'helps', [string, string]>;
}
const samplesOf = (language: LanguageCode): Samples =>
  JSON.parse(readFileSync(new URL(`./samples/${language}.json`, import.meta.url), 'utf8')) as Samples;

describe.each(languageCodes)('listening in %s', (language) => {
  const samples = samplesOf(language);
  const pack = listeningPacks[language];

  it('hears the people and situations named', () => {
    for (const [kind, sentence] of Object.entries(samples.subjects)) expect(subjectsIn(sentence, language), sentence).toContain(kind);
  });

  it('tells the kinds of question apart', () => {
    for (const kind of questionKinds) expect(questionKind(samples.asks[kind], language), samples.asks[kind]).toBe(kind);
  });

  it('keeps simple facts the person states', () => {
    for (const [sentence, value] of Object.values(samples.facts)) {
      expect(factsIn([sentence], language).some((fact) => fact.includes(value)), `${sentence} -> ${value}`).toBe(true);
    }
  });

  it('has every sentence it needs, each placeholder filled, and never speaks of therapy', () => {
    for (const kind of subjectKinds) {
      const subject = pack.subjects[kind];
      expect(subject.match.length, kind).toBeGreaterThan(0);
      for (const text of [subject.the, subject.with, subject.step]) expect(text.trim(), kind).not.toBe('');
    }
    // What the companion says: everything but the words it listens for.
    const all = JSON.stringify(pack, (key, value: unknown) => (['match', 'asks', 'patterns'].includes(key) ? undefined : value));
    expect(all).not.toMatch(/therap|treatment|terapi|thérap|traitement|tratamiento|tratamento|trattamento|Behandlung|治疗|治療|치료|علاج/i);
    for (const template of [...pack.reflectSubject, ...pack.personQuestions, ...pack.situationQuestions]) expect(template).toMatch(/\{(the|with)\}/);
  });

  it('answers a choice about someone named with that person and a step, in its own words', () => {
    const manager = samples.subjects.manager ?? '';
    const reply = composeReply(said(manager, samples.asks.decision), language);
    expect(reply).toContain(pack.subjects.manager.step.slice(0, 12));
  });
});

const said = (...texts: string[]): ChatMessage[] => texts.flatMap((content, i) => (i === texts.length - 1 ? [{ role: 'user' as const, content }] : [{ role: 'user' as const, content }, { role: 'assistant' as const, content: 'Mm.' }]));

describe('the English listener', () => {
  it('reflects the person named and answers the question asked about them', () => {
    const reply = composeReply(said('should I talk to my manager about time off or just push through?'), 'en');
    expect(reply).toMatch(/your manager/);
    expect(reply).toContain('Whether to talk to your manager about time off or just push through');
    expect(reply).not.toMatch(/warm|caffeine|walk/);
  });

  it('hears a move of home only where there is one, not in "moving the deadlines"', () => {
    expect(composeReply(said('My manager keeps moving the deadlines and I dread Mondays.'), 'en')).not.toMatch(/\bmove\b/);
    expect(composeReply(said('We are moving house next month and I cannot sleep.'), 'en')).toMatch(/the move/);
  });

  it('sums up the session from what the person said when asked', () => {
    const reply = composeReply(said('I had a fight with my sister about mum\'s care', 'and the rent is due friday, I am so stressed', 'can you sum up what I told you today?'), 'en');
    expect(reply).toMatch(/your sister/);
    expect(reply).toMatch(/your mother/);
    expect(reply).toMatch(/money/);
    expect(reply).toMatch(/stress/);
  });

  it('acknowledges the mood picked at the start, in the first reply only', () => {
    const first = composeReply(said('hi'), 'en', { moodBefore: 'anxious' });
    expect(first).toMatch(/anxious/);
    const later = composeReply([{ role: 'user', content: 'hi' }, { role: 'assistant', content: first }, { role: 'user', content: 'hm' }], 'en', { moodBefore: 'anxious' });
    expect(later).not.toMatch(/anxious/);
  });

  it('says no sentence twice over a long session', () => {
    const history: ChatMessage[] = [];
    const seen = new Set<string>();
    for (const text of ['work is a lot', 'my manager again', 'what can I do about my manager', 'I am tired', 'still tired', 'work work work', 'is it normal to hate mondays', 'what should I do']) {
      history.push({ role: 'user', content: text });
      const reply = composeReply(history, 'en');
      for (const sentence of reply.split(/(?<=[.?!])\s+/)) {
        expect(seen.has(sentence), sentence).toBe(false);
        seen.add(sentence);
      }
      history.push({ role: 'assistant', content: reply });
    }
  });

  it('after something that sounded like risk, a brighter line is not met with brightness', () => {
    const reply = composeReply(said('everyone would be better off without me', 'ok thanks, I feel a bit better now'), 'en');
    expect(reply).not.toMatch(/good to hear|brightness|lifting you up/);
    expect(reply).toMatch(/still thinking about what you said|crisis line/);
  });

  it('recalls what the person shared in an earlier session', () => {
    const reply = composeReply(said('my sister called again today'), 'en', { memories: ['Your sister is called Ana.'] });
    expect(reply).toContain('Your sister is called Ana.');
  });

  it('never keeps harm as "what helps", nor anything from a message that sounded like risk', () => {
    expect(factsIn(['What helps me is hurting myself'], 'en')).toEqual([]);
    expect(factsIn(['honestly what helps is taking a lot of pills'], 'en')).toEqual([]);
    expect(factsIn(['My sister is called Ana and I want to kill myself'], 'en')).toEqual([]);
    expect(factsIn(['what helps is a warm bath'], 'en')).toEqual(['What helps: a warm bath.']);
  });

  it('never says back, nor writes into a summary, the words of a message that sounded like risk', () => {
    const said = ['I want to kill myself tonight', 'ok'];
    const { summary } = composeSessionSummary(said.map((content) => ({ role: 'user' as const, content })), 'en');
    expect(summary).not.toMatch(/kill myself/);
    expect(composeReply(said.concat('can you sum up what I told you').map((content) => ({ role: 'user' as const, content })), 'en')).not.toMatch(/kill myself/);
  });

  it('says back, in the person\'s words, a detail it has no list for beside what it recognised', () => {
    const reply = composeReply(said('work has been awful and the nurse at the clinic was so rude to my dad'), 'en');
    expect(reply).toMatch(/work/);
    expect(reply).toContain('the nurse at the clinic was so rude to my dad');
    // Never a question (the answer takes it up), never words that sounded like risk.
    expect(composeReply(said('my boss yelled at me today. should i quit or stay'), 'en')).not.toContain('“should i quit');
    expect(composeReply(said('my landlord raised the rent again. i just want to end it all'), 'en')).not.toMatch(/end it all/);
  });

  it('says back details turn after turn without saying the same frame twice in a row', () => {
    const conversation: ChatMessage[] = [];
    const frames: string[] = [];
    for (const text of [
      'work has been awful and the nurse at the clinic was so rude to my dad',
      // Quotes inside the person's words do not hide the frame around them.
      'my boss yelled at me and the neighbour upstairs called my cousin "useless" all night',
      'my sister never calls and the plumber never came to fix the broken boiler',
      'my friend cancelled again and the bus driver shouted at an old woman this morning',
    ]) {
      conversation.push({ role: 'user', content: text });
      const reply = composeReply(conversation, 'en');
      conversation.push({ role: 'assistant', content: reply });
      const frame = /“[^”]*”(: I heard that part too\.|: that matters too\.)/.exec(reply)?.[1];
      expect(frame, reply).toBeDefined();
      frames.push(frame as string);
    }
    expect(frames.every((frame, i) => i === 0 || frame !== frames[i - 1]), frames.join(' | ')).toBe(true);
  });

  it('does not take a hobby class for studies', () => {
    expect(subjectsIn('a guy from my climbing class asked if i want to grab food saturday', 'en')).not.toContain('exam');
    expect(subjectsIn('my exams start next week', 'en')).toContain('exam');
  });

  it('quotes nothing and coaches nothing in a message that sounded like risk, nor after one', () => {
    const pills = composeReply(said("I've been saving up my pills. What would happen if I took them all?"), 'en');
    expect(pills).not.toMatch(/took them all|saving up/);
    const rope = composeReply(said('I bought a rope. It is hidden in the garage behind the boxes'), 'en');
    expect(rope).not.toMatch(/garage|rope/);
    const goodbye = composeReply(said('i want to end it all', 'how do i say goodbye to everyone'), 'en');
    expect(goodbye).not.toMatch(/say goodbye|One way to say it|write your first sentence|perfect words/);
  });

  it('says back a question about something it has no list for, and answers how to say a thing with a way to say it', () => {
    const reply = composeReply(said('i failed my driving test again', 'what can i do about my nerves before the next one'), 'en');
    expect(reply).toMatch(/(You asked|About) “what can i do about my nerves before the next one”/);
    // Still about whom the person was talking of.
    const saying = composeReply(said('my roommate never pays his share of the rent', 'how do i bring it up without a fight'), 'en');
    expect(saying).toMatch(/flatmate/);
    expect(saying).toMatch(/One way to say it|write your first sentence|You do not need perfect words/);
    expect(composeReply(said('my sister yelled at me', 'what should i do?'), 'en')).toMatch(/your sister/);
  });

  it('names a choice back in the person\'s own words, whatever they are', () => {
    expect(composeReply(said('Should I call the constructor or the plumber?'), 'en')).toContain('Whether to call the constructor or the plumber');
    // "What do I do, A or B" is a choice too, its options quoted as typed.
    expect(composeReply(said('what do i do, tell her tonight or wait till sunday?'), 'en')).toContain('torn between “tell her tonight” and “wait till sunday”');
    // "How do I tell him without him getting angry or upset" has an "or" but names no choice.
    const telling = composeReply(said('my dad pays for uni and i failed chemistry', 'how do i tell him without him getting angry or upset'), 'en');
    expect(telling).not.toMatch(/torn between|Whether to/);
    expect(telling).toMatch(/your father/);
  });

  it('calls people what the person called them', () => {
    expect(composeReply(said('my girlfriend forgot my birthday'), 'en')).toMatch(/your girlfriend/);
    expect(composeReply(said('my girlfriend forgot my birthday'), 'en')).not.toMatch(/your partner/);
    expect(composeReply(said('my mother-in-law criticises everything i cook'), 'en')).toMatch(/your mother-in-law/);
    // The recap and the summary say it the same way.
    const recap = composeReply(said('le debo 800 euros a mi amiga lucia', 'me puedes resumir lo que te he contado?'), 'es');
    expect(recap).toMatch(/tu amiga/);
    expect(recap).not.toMatch(/amigo o amiga/);
  });

  it('takes "she" for a woman named before, not a man or a family', () => {
    const reply = composeReply(said('my mum keeps asking when i will marry', 'last year my dad and the whole family laughed about it', 'how do i tell her i do not want to marry'), 'en');
    expect(reply).toMatch(/your mother/);
    expect(reply).not.toMatch(/your father|your family/);
  });

  it('meets a death with condolences, and never suggests calling or asking whom was lost', () => {
    const reply = composeReply(said('my grandma passed away last week'), 'en');
    expect(reply).toMatch(/^I am so sorry/);
    expect(reply).not.toMatch(/want your grandma to understand|need most from your grandma/);
    const after = composeReply(said('my grandma passed away last week', 'is it normal that i cry more about it than my brother does?'), 'en');
    expect(after).not.toMatch(/call|visit/);
    // Not a death: figures of speech.
    expect(composeReply(said('i almost died of embarrassment at work today'), 'en')).not.toMatch(/sorry for your loss|Losing someone/);
  });

  it('hears a pet and one\'s body as what they are', () => {
    const pet = composeReply(said('my dog is sick and the vet bills are huge'), 'en');
    expect(pet).toMatch(/your dog/);
    expect(pet).not.toMatch(/want your dog to understand|What part of your dog/);
    expect(subjectsIn('i hate how i look in the mirror lately', 'en')).toContain('body');
    expect(subjectsIn('the weight of it all is crushing me', 'en')).not.toContain('body');
  });
});

describe('listening in other languages', () => {
  it('names a choice back in Korean, Japanese and Arabic by quoting the options', () => {
    expect(composeReply(said('인사팀에 말해야 돼 아니면 그냥 참아야 돼?'), 'ko')).toContain('“인사팀에 말해야 돼”, 아니면 “그냥 참아야 돼”');
    expect(composeReply(said('今の会社に残るか、それとも転職するか迷ってる'), 'ja')).toContain('「今の会社に残る」か「転職する」か');
    expect(composeReply(said('هل أحكي معه ولا أسكت؟'), 'ar')).toContain('«أحكي معه» و«أسكت»');
  });

  it('calls people what the person called them, with the particles that fit', () => {
    expect(composeReply(said('minha namorada desistiu da viagem'), 'pt')).toMatch(/sua namorada/);
    expect(composeReply(said('我怎么跟婆婆说我需要她多帮一点'), 'zh')).toMatch(/婆婆/);
    expect(composeReply(said('남친이랑 또 싸웠어'), 'ko')).toMatch(/남자친구와/);
  });

  it('reads an Arabic word with "and", "for" or "with" joined to it', () => {
    expect(subjectsIn('ازاي اقول لابويا اني عايز ادرس تصميم', 'ar')).toContain('father');
  });

  it('hears "how do I tell her" in Arabic with the pronoun joined to the verb, and a Korean recap typed without a space', () => {
    const answers = howToSayAnswers('ar');
    const reply = composeReply(said('ازاي اقولها ترجعلي الفلوس من غير ما نتخانق'), 'ar');
    expect(answers.some((answer) => reply.includes(answer))).toBe(true);
    expect(questionKind('내가 말한거 정리좀 해줄래', 'ko')).toBe('recap');
  });
});


describe('a message that sounds like risk', () => {
  it('is never met as good news, even when it says "better"', () => {
    const pack = languagePacks.en;
    const reply = composeReply([{ role: 'user', content: 'Honestly everyone would be better off without me.' }], 'en');
    for (const hopeful of pack.reflections.hope) expect(reply).not.toContain(hopeful);
    expect(reply).not.toMatch(/good to hear|lifting you up/i);
  });
});

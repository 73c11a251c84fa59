import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@shared/preferences';
import type { ChatMessage, ReplyRequest } from '../ai-provider';
import { detectFeelings } from './feelings';
import { feelings, type Feeling } from './language-pack';
import { languagePacks } from './language-packs';
import { createOfflineAiProvider } from './offline-provider';
import { asksSomething } from './questions';
import { subjectKinds } from './listening/listening-pack';
import { listeningPacks } from './listening/listening-packs';
import { subjectsIn } from './listening/subjects';

/** Ten turns as people talk: feelings, questions with and without a question mark, and repeats. */
const sessions: Partial<Record<LanguageCode, string[]>> = {
  en: [
    "I've been so stressed at work lately",
    'What could I try tonight to calm down?',
    'I feel lonely since I moved here',
    'how do I stop worrying so much',
    'I am so tired all the time',
    'What could I try tonight to calm down?',
    'My sister called and that made me happy',
    "I'm angry at my boss",
    'any ideas for getting some sleep',
    "I've been so stressed at work lately",
  ],
  es: [
    'Últimamente estoy muy estresada en el trabajo',
    '¿Qué puedo hacer esta noche para calmarme?',
    'Me siento sola desde que me mudé',
    'cómo hago para que no me dé tanto miedo todo',
    'Estoy cansada todo el tiempo',
    '¿Qué puedo hacer esta noche para calmarme?',
    'Mi hermana me llamó y me puse muy contenta',
    'Estoy muy enfadada con mi jefe',
    'alguna idea para dormir mejor',
    'Últimamente estoy muy estresada en el trabajo',
  ],
  de: [
    'Ich bin in letzter Zeit so gestresst bei der Arbeit',
    'Was kann ich heute Abend tun, um mich zu beruhigen?',
    'Ich fühle mich einsam, seit ich umgezogen bin',
    'wie höre ich auf, mir so viele Sorgen zu machen',
    'Ich bin die ganze Zeit müde',
    'Was kann ich heute Abend tun, um mich zu beruhigen?',
    'Meine Schwester hat angerufen und ich war so froh',
    'Ich bin wütend auf meinen Chef',
    'hast du eine Idee, wie ich besser schlafen kann',
    'Ich bin in letzter Zeit so gestresst bei der Arbeit',
  ],
};
const QUESTION_TURNS = [1, 3, 5, 8];

const ai = createOfflineAiProvider();

/** Runs a session as the companion sees it: the system prompt, the last 6 messages and the session so far. */
async function converse(language: LanguageCode, said: string[]): Promise<string[]> {
  const history: ChatMessage[] = [];
  const replies: string[] = [];
  for (const text of said) {
    history.push({ role: 'user', content: text });
    const request: ReplyRequest = {
      messages: [{ role: 'system', content: 'You are Solace.' }, ...history.slice(-6)],
      purpose: 'companion',
      maxTokens: 220,
      temperature: 0.5,
      language,
      signal: new AbortController().signal,
      context: { history: [...history] },
    };
    let reply = '';
    for await (const delta of ai.streamReply(request)) reply += delta;
    history.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return replies;
}

const reflectionsOf = (language: LanguageCode, feeling: Feeling) => {
  const pack = languagePacks[language];
  return [...pack.reflections[feeling], pack.named.replace('{feeling}', pack.names[feeling])];
};

/** Everything the companion offers as a thing to do: the suggestions, and the small steps about what was named. */
const stepsOf = (language: LanguageCode) => {
  const listening = listeningPacks[language];
  return [
    ...Object.values(languagePacks[language].suggestions),
    ...listening.generalSteps,
    ...subjectKinds.map((kind) => listening.subjects[kind].step),
  ].map((step) => step.slice(0, 20));
};

const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/u).filter((s) => s.trim() !== '');

describe('a ten-turn conversation with the offline companion', () => {
  it.each(Object.entries(sessions))('in %s: no sentence said twice, every question gets a thing to try, feelings are reflected', async (code, said = []) => {
    const language = code as LanguageCode;
    const replies = await converse(language, said);

    const all = replies.flatMap(sentencesOf);
    expect(new Set(all).size).toBe(all.length);
    const openings = replies.map((reply) => reply.split(' ').slice(0, 3).join(' '));
    for (let i = 1; i < openings.length; i++) expect(openings[i]).not.toBe(openings[i - 1]);

    replies.forEach((reply, turn) => {
      const text = said[turn] ?? '';
      expect(asksSomething(text, language)).toBe(QUESTION_TURNS.includes(turn));
      if (QUESTION_TURNS.includes(turn)) expect(stepsOf(language).some((step) => reply.includes(step)), reply).toBe(true);
      expect(reply).toMatch(/\?$/);
      const [heard] = detectFeelings(text, language);
      if (heard && subjectsIn(text, language).length === 0) expect(reflectionsOf(language, heard).some((r) => reply.includes(r)), reply).toBe(true);
    });
  });

  it('matches the suggestion to the feeling: slowing the breath or grounding for worry, a wind-down for sleeplessness', async () => {
    const [worried] = await converse('en', ['I am so anxious, what can I do?']);
    expect(worried).toMatch(/4-7-8|5-4-3-2-1|write down/);
    const [sleepless] = await converse('en', ['I am exhausted but I cannot sleep, any tips?']);
    expect(sleepless).toMatch(/screens|warm, caffeine-free|4-7-8/);
  });

  it('answers the same after a reconnect (it reads the session from the messages)', async () => {
    const said = sessions.en ?? [];
    const whole = await converse('en', said);
    const firstHalf = await converse('en', said.slice(0, 5));
    expect(firstHalf).toEqual(whole.slice(0, 5));
  });

  it('answers in the language written in, whatever the profile says', async () => {
    const [spanish] = await converse('en', ['Estoy muy cansada y no sé qué hacer']);
    expect(languagePacks.es.questions.some((q) => spanish?.endsWith(q))).toBe(true);
    const [english] = await converse('es', ['I am so tired and I do not know what to do']);
    expect(languagePacks.en.questions.some((q) => english?.endsWith(q))).toBe(true);
    const [unsure] = await converse('de', ['ok']);
    expect(languagePacks.de.questions.some((q) => unsure?.endsWith(q))).toBe(true);
  });

  it('has a phrase for every feeling and suggestion in every language', () => {
    for (const pack of Object.values(languagePacks)) {
      expect(pack.questions).toHaveLength(8);
      expect(pack.openers).toHaveLength(3);
      expect(pack.validations).toHaveLength(3);
      const opening = (s: string) => s.split(' ').slice(0, 2).join(' ');
      for (const feeling of feelings) expect(opening(pack.reflections[feeling][1])).not.toBe(opening(pack.reflections[feeling][0]));
      expect(pack.named).toContain('{feeling}');
      expect(pack.alsoHeard.every((a) => a.includes('{feeling}'))).toBe(true);
    }
  });
});

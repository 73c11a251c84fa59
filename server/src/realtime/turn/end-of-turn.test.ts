import { describe, expect, it } from 'vitest';
import { DEFAULT_END_OF_TURN_SILENCE_MS } from '@shared/protocol/turn-taking';
import { endOfTurnSilenceMs, FINISHED_SILENCE_MS, UNFINISHED_SILENCE_MS } from './end-of-turn';

// In each language: a finished sentence, one that trails off on a conjunction or connective form, and one on a filler or comma.
const examples: Record<string, { finished: string[]; unfinished: string[] }> = {
  en: { finished: ['I have been feeling really tired lately.', 'Why does this keep happening?', "That's what I like."], unfinished: ['I have been feeling really tired and', 'I went to work, um', 'I have been feeling...'] },
  es: { finished: ['Estoy muy cansada últimamente.', '¿Por qué me pasa esto?'], unfinished: ['Estoy cansada y', 'No sé, pero', 'Es que, eh'] },
  fr: { finished: ['Je suis très fatigué en ce moment.', 'Pourquoi ça continue ?'], unfinished: ['Je suis fatigué et', 'Je ne sais pas, euh', "C'est parce"] },
  de: { finished: ['Ich bin in letzter Zeit sehr müde.', 'Ich weiß das.'], unfinished: ['Ich bin müde und', 'Ich wollte, ähm', 'Ich glaube, dass'] },
  it: { finished: ['Sono molto stanca ultimamente.', 'Non so perché.'], unfinished: ['Sono stanca e', 'Volevo dire, ehm', 'Ho pensato che'] },
  pt: { finished: ['Tenho andado muito cansada.', 'Por que isso acontece?'], unfinished: ['Estou cansada mas', 'Eu acho que, tipo', 'Foi então'] },
  zh: { finished: ['我最近真的很累。', '为什么总是这样？'], unfinished: ['我最近很累，然后', '我觉得，因为', '工作的事情，那个'] },
  ja: { finished: ['最近とても疲れています。', 'どうしてこうなるの？'], unfinished: ['最近疲れているけど', '仕事が忙しくて、えっと', '眠れないので'] },
  ko: { finished: ['요즘 정말 피곤해요.', '왜 자꾸 이럴까요?'], unfinished: ['요즘 피곤하고', '일이 많은데', '그래서'] },
  ar: { finished: ['أشعر بالتعب كثيرا هذه الأيام.', 'لماذا يحدث هذا؟'], unfinished: ['أشعر بالتعب و', 'لا أعرف، يعني', 'ذهبت إلى العمل لكن'] },
};

describe('endOfTurnSilenceMs', () => {
  for (const [language, { finished, unfinished }] of Object.entries(examples)) {
    it(`commits sooner after a finished sentence and later after a trailing one (${language})`, () => {
      for (const text of finished) expect(endOfTurnSilenceMs(text), text).toBe(FINISHED_SILENCE_MS);
      for (const text of unfinished) expect(endOfTurnSilenceMs(text), text).toBe(UNFINISHED_SILENCE_MS);
    });
  }

  it('waits as the detector does when nothing is known: no transcript, no punctuation', () => {
    expect(endOfTurnSilenceMs('')).toBe(DEFAULT_END_OF_TURN_SILENCE_MS);
    expect(endOfTurnSilenceMs('   ')).toBe(DEFAULT_END_OF_TURN_SILENCE_MS);
    expect(endOfTurnSilenceMs('I have been feeling really stressed about work lately')).toBe(DEFAULT_END_OF_TURN_SILENCE_MS);
  });

  it('takes a full stop, a question or an exclamation as the end, whatever the word before it', () => {
    const finished = ['I think so.', 'I want to.', 'As if!', 'Kommst du mit?', 'Ist das gut, oder?', 'Não é, né?', 'Y entonces?', '我要那个。', '何でも。', '明日から。', '뭐라고?', '집에서.'];
    for (const text of finished) expect(endOfTurnSilenceMs(text), text).toBe(FINISHED_SILENCE_MS);
  });

  it('reads a trailing word whatever its case, and a trailing mark other than an end', () => {
    expect(endOfTurnSilenceMs('I was tired AND')).toBe(UNFINISHED_SILENCE_MS);
    expect(endOfTurnSilenceMs("I stayed home 'cause")).toBe(UNFINISHED_SILENCE_MS);
    expect(endOfTurnSilenceMs('I was tired, so')).toBe(UNFINISHED_SILENCE_MS);
    expect(endOfTurnSilenceMs('I was tired —')).toBe(UNFINISHED_SILENCE_MS);
    expect(endOfTurnSilenceMs('I was tired…')).toBe(UNFINISHED_SILENCE_MS);
  });

  it('keeps the bounds in order: sooner < the detector < later', () => {
    expect(FINISHED_SILENCE_MS).toBeLessThan(DEFAULT_END_OF_TURN_SILENCE_MS);
    expect(UNFINISHED_SILENCE_MS).toBeGreaterThan(DEFAULT_END_OF_TURN_SILENCE_MS);
  });
});

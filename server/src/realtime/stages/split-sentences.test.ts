import { describe, expect, it } from 'vitest';
import { collect, from, turnContext } from '../../../../tests/support/app/stage-harness';
import { SentenceSplitter, splitSentences } from './split-sentences';

/** Feeds `text` a few characters at a time, as tokens arrive. */
function split(text: string, step = 3): string[] {
  const splitter = new SentenceSplitter();
  const out: string[] = [];
  for (let i = 0; i < text.length; i += step) out.push(...splitter.push(text.slice(i, i + step)));
  const rest = splitter.flush();
  return rest ? [...out, rest] : out;
}

describe('SentenceSplitter in the ten languages', () => {
  it.each([
    ['en', 'That sounds hard. I am here with you! What happened next?', ['That sounds hard.', 'I am here with you!', 'What happened next?']],
    ['es', '¿Cómo te sientes hoy? Estoy aquí contigo. ¡Ánimo!', ['¿Cómo te sientes hoy?', 'Estoy aquí contigo.', '¡Ánimo!']],
    ['fr', 'Je comprends. Vraiment ? Dis-m’en plus !', ['Je comprends.', 'Vraiment ?', 'Dis-m’en plus !']],
    ['de', 'Das klingt schwer. Was hilft dir, z.B. ein Spaziergang? Erzähl mir mehr.', ['Das klingt schwer.', 'Was hilft dir, z.B. ein Spaziergang?', 'Erzähl mir mehr.']],
    ['it', 'Capisco come ti senti. Vuoi parlarne? Sono qui.', ['Capisco come ti senti.', 'Vuoi parlarne?', 'Sono qui.']],
    ['pt', 'Isso parece difícil. O que aconteceu? Estou aqui…  Conte-me.', ['Isso parece difícil.', 'O que aconteceu?', 'Estou aqui…', 'Conte-me.']],
    ['zh', '我明白你的感受。你想多说一些吗？我在这里！', ['我明白你的感受。', '你想多说一些吗？', '我在这里！']],
    ['ja', '大変でしたね。「もう無理」と思ったのですか？話してください。', ['大変でしたね。', '「もう無理」と思ったのですか？', '話してください。']],
    ['ko', '많이 힘들었겠어요. 무슨 일이 있었나요? 제가 들을게요.', ['많이 힘들었겠어요.', '무슨 일이 있었나요?', '제가 들을게요.']],
    ['ar', 'أنا أفهم شعورك. ماذا حدث؟ أنا هنا معك.', ['أنا أفهم شعورك.', 'ماذا حدث؟', 'أنا هنا معك.']],
  ])('%s', (_language, text, sentences) => {
    expect(split(text)).toEqual(sentences);
    expect(split(text, 1)).toEqual(sentences);
  });

  it('waits for what follows a full stop before deciding (decimals, abbreviations, quotes)', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('It went from 3.')).toEqual([]);
    expect(splitter.push('5 to 4. Dr. Lee said "rest." ')).toEqual(['It went from 3.5 to 4.', 'Dr. Lee said "rest."']);
    expect(splitter.push('Then?! ')).toEqual(['Then?!']);
    expect(splitter.flush()).toBeNull();
  });

  it('ends at line breaks and cuts a very long run-on sentence at a clause', () => {
    expect(split('First line\nSecond line')).toEqual(['First line', 'Second line']);
    const long = `${'word '.repeat(30)}and then, ${'more '.repeat(30)}`;
    const parts = split(long, 7);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join(' ')).toBe(long.trim().replace(/\s+/g, ' '));
    expect(parts.every((p) => p.length <= 225)).toBe(true);
  });

  it('yields each sentence as soon as it is complete (stage)', async () => {
    const deltas = ['Hello', ' there.', ' How', ' are', ' you?', ' Fine']; 
    expect(await collect(splitSentences(from(deltas), turnContext()))).toEqual(['Hello there.', 'How are you?', 'Fine']);
  });
});

import { languageCodes, type LanguageCode } from '@shared/preferences';
import { sessionInsights } from '@shared/insights';
import type { ChatMessage } from '../ai-provider';
import { classifyRisk } from '../../../safety/risk-classifier';
import { composeReply } from './listening/listener';
import { composeSessionSummary } from './listening/session-summary';

/** A hard week in each language, with a person, a feeling and a question, so most word lists are read. */
const hardWeek: Record<LanguageCode, string> = {
  en: "Work has been so heavy this week and I argued with my sister about mum. I'm exhausted. Should I talk to my manager?",
  es: 'El trabajo ha sido muy pesado esta semana y discutí con mi hermana por mamá. Estoy agotada. ¿Debería hablar con mi jefe?',
  fr: "Le travail a été très lourd cette semaine et je me suis disputée avec ma sœur à propos de maman. Je suis épuisée. Je devrais parler à mon chef ?",
  de: 'Die Arbeit war diese Woche so schwer und ich habe mit meiner Schwester über Mama gestritten. Ich bin erschöpft. Soll ich mit meinem Chef reden?',
  it: 'Il lavoro è stato pesantissimo questa settimana e ho litigato con mia sorella per la mamma. Sono esausta. Dovrei parlare con il mio capo?',
  pt: 'O trabalho foi muito pesado esta semana e discuti com minha irmã por causa da mãe. Estou exausta. Devo falar com meu chefe?',
  zh: '这周工作特别累，我还和姐姐因为妈妈的事吵了一架。我好累。要不要跟老板谈谈？',
  ja: '今週は仕事がとても大変で、母のことで姉と喧嘩しました。もう疲れました。上司に相談したほうがいいですか？',
  ko: '이번 주에 일이 너무 힘들었고 엄마 일로 언니랑 싸웠어요. 너무 지쳤어요. 상사한테 말해야 할까요?',
  ar: 'كان العمل ثقيلا جدا هذا الأسبوع وتشاجرت مع أختي بسبب أمي. أنا منهكة. هل أتكلم مع مديري؟',
};

/**
 * Runs the offline text rules once in every language before the instance takes anyone. The engine
 * compiles a regular expression when it first runs (and again for text outside Latin-1), so without
 * this the first messages after a start each held the event loop, and every session on the instance
 * with it, for up to a second. Returns the milliseconds it took.
 */
export function warmUpTextRules(): number {
  const started = performance.now();
  for (const language of languageCodes) {
    // With an emoji the same words are two-byte text, which the engine compiles for separately.
    for (const text of [hardWeek[language], `${hardWeek[language]} 😞`]) {
      const messages: ChatMessage[] = [{ role: 'user', content: text }];
      // Twice: an expression runs interpreted the first time and is compiled to machine code the next.
      for (let round = 0; round < 2; round++) {
        classifyRisk(text);
        const reply = composeReply(messages, language);
        composeSessionSummary([...messages, { role: 'assistant', content: reply }], language);
        sessionInsights([{ role: 'user', content: text }, { role: 'assistant', content: reply }]);
      }
    }
  }
  return Math.round(performance.now() - started);
}

import { describe, expect, it } from 'vitest';
import { asksIfAi } from './ai-identity';

describe('asksIfAi', () => {
  it('hears the question, typed or spoken, in every language', () => {
    for (const question of [
      'are you a real person?',
      '¿Eres una persona real?',
      'tu es un robot ?',
      'Bist du ein Mensch?',
      'sei una persona vera?',
      'Você é uma pessoa de verdade?',
      '你是真人吗？',
      'あなたは人間ですか？',
      'もしかしてロボットなの',
      '당신은 사람인가요?',
      '너 로봇이야',
      'AI야?',
      'هل أنت إنسان حقيقي؟',
    ]) {
      expect(asksIfAi(question), question).toBe(true);
    }
  });

  it('lets statements about someone else, or about things, go by', () => {
    for (const statement of [
      'my mom is a real person with real problems',
      'errar es humano',
      'esto es real',
      'isso é real demais',
      '私も人間なんだ',
      '우리 엄마는 좋은 사람이야',
      '제 친구는 상담사예요',
      'المشكلة كانت حقيقية',
      'I talked to a therapist last year',
    ]) {
      expect(asksIfAi(statement), statement).toBe(false);
    }
  });
});

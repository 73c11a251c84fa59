import { describe, expect, it } from 'vitest';
import { sentimentLexicons, substringLanguages } from './insight-words';
import { sentimentLabel, sessionInsights, toneBarPercent, type InsightMessage } from './insights';
import { languageCodes } from './preferences';

const user = (content: string): InsightMessage => ({ role: 'user', content });
const assistant = (content: string): InsightMessage => ({ role: 'assistant', content });
const userSays = (...contents: string[]) => sessionInsights(contents.map(user));

describe('sessionInsights: counts', () => {
  it('counts messages, turns, words and the talk ratio', () => {
    const insights = sessionInsights([
      user("I'm tired, don't ask."),
      assistant('How are you?'),
      user('Work was long.'),
    ]);
    expect(insights.turns).toBe(2);
    expect(insights.userMessages).toBe(2);
    expect(insights.assistantMessages).toBe(1);
    expect(insights.userWords).toBe(7);
    expect(insights.assistantWords).toBe(3);
    expect(insights.userTalkRatio).toBe(70);
  });

  it('rounds the talk ratio', () => {
    expect(sessionInsights([user('one two three four five six'), assistant('a b c')]).userTalkRatio).toBe(67);
    expect(sessionInsights([user('hi'), assistant('one two three four five six seven eight')]).userTalkRatio).toBe(11);
  });

  it('counts Chinese and Japanese words, not whole sentences', () => {
    expect(userSays('我最近工作压力很大，睡不好。我很担心我的工作。').userWords).toBe(12);
    expect(userSays('仕事のストレスがひどいです。毎日疲れています。仕事が辛い。').userWords).toBe(13);
  });

  it('gives zeros, empty lists and a neutral tone for an empty conversation', () => {
    expect(sessionInsights([])).toEqual({
      turns: 0,
      userMessages: 0,
      assistantMessages: 0,
      userWords: 0,
      assistantWords: 0,
      userTalkRatio: 0,
      topics: [],
      sentimentScore: 0,
      sentimentLabel: 'Neutral',
      toneBarPercent: 50,
      actionItems: [],
      keyQuotes: [],
    });
  });
});

describe('sessionInsights: topics', () => {
  it('keeps the 6 most frequent words, ties in order of first appearance', () => {
    const insights = userSays('garden music work', 'sleep work money family sleep exercise coffee');
    expect(insights.topics).toEqual(['work', 'sleep', 'garden', 'music', 'money', 'family']);
  });

  it('drops stop words, filler, contractions, short words and numbers, and reads possessives', () => {
    const insights = userSays("I'm really tired of my job. It's the job, you know? Mom's job too, 2026 and 42 ok");
    expect(insights.topics).toEqual(['job', 'tired', 'mom']);
  });

  it('drops the inflected forms of filler verbs, not only their plain form', () => {
    const insights = userSays('My manager keeps saying the deadline moved. He knew it, he kept making excuses and it happens every sprint');
    expect(insights.topics).toEqual(['manager', 'deadline', 'moved', 'excuses', 'sprint']);
  });

  it('takes topics from the user only', () => {
    expect(sessionInsights([user('My garden'), assistant('Your garden sounds lovely')]).topics).toEqual(['garden']);
  });

  it('takes no topic from a message that sounded like risk: its words are not what the session was about', () => {
    const insights = sessionInsights(
      [
        user('Mi jefe me gritó otra vez en la oficina.'),
        { role: 'user', content: 'pienso que todos estarían mejor sin mí', soundedLikeRisk: true },
        user('El jefe no cambia.'),
      ],
      { riskDetected: true },
    );
    expect(insights.topics).toEqual(['jefe', 'gritó', 'oficina', 'cambia']);
    // Its tone still counts, and it is still the person's turn and words.
    expect(insights.sentimentLabel).toBe('Negative');
    expect(insights.turns).toBe(3);
  });

  it('never takes a Japanese adverb or verb ending for a topic ("not at all", "again and again", "ended up")', () => {
    expect(userSays('もう全然眠れない。やっぱり元カレのインスタばっかり見ちゃう。めっちゃ辛い、ずっとこのまま').topics).toEqual(['インスタ', '辛い']);
  });

  it('takes no Spanish modal or future verb for a topic ("no pude dormir", "veré a mi hermana")', () => {
    expect(userSays('No pude dormir por la oficina. Mañana veré a mi hermana.').topics).toEqual(['dormir', 'oficina', 'hermana']);
  });

  it('removes Spanish stop words', () => {
    const insights = userSays('Hoy me siento muy cansada porque el trabajo es mucho y mi jefe no me escucha. El trabajo me agota.');
    expect(insights.topics).toEqual(['trabajo', 'cansada', 'jefe', 'escucha', 'agota']);
  });

  it('never takes laughter for a topic, however it is spelled', () => {
    expect(userSays('jajaja mi jefe, jejeje el jefe otra vez hahaha kkkk rsrs ㅋㅋㅋ 哈哈哈 www xd').topics).toEqual(['jefe']);
    // Words that only look like it stay.
    expect(userSays('mi hija y mi hijo').topics).toEqual(['hija', 'hijo']);
  });

  it('strips French elision', () => {
    expect(userSays("L'école et l'école, c'est dur").topics).toEqual(['école', 'dur']);
  });

  it('segments Chinese and Japanese into topics of two or more characters', () => {
    expect(userSays('我最近工作压力很大，睡不好。我很担心我的工作。').topics).toEqual(['工作', '压力', '不好', '担心']);
    expect(userSays('仕事のストレスがひどいです。毎日疲れています。仕事が辛い。').topics).toEqual([
      '仕事',
      'ストレス',
      'ひどい',
      '毎日',
      '疲れ',
      '辛い',
    ]);
  });

  it('strips Korean particles and skips predicates', () => {
    expect(userSays('요즘 회사에서 스트레스를 많이 받아요. 회사가 싫어요').topics).toEqual(['회사', '스트레스']);
    // Casual endings are predicates too: "I don't know", "they say they're divorcing", "cursing", "even though I'm 25".
    const casual = userSays('엄마아빠가 이혼하신대 ㅠㅠ 나 스물다섯인데도 모르겠어. 엄마는 아빠 욕하고 나는 중간에서 뭘 해야 될지 모르겠어').topics;
    expect(casual).toEqual(expect.arrayContaining(['엄마', '아빠', '중간']));
    for (const predicate of ['모르겠어', '이혼하신대', '스물다섯인데', '욕하고', '될지', 'ㅠㅠ']) expect(casual).not.toContain(predicate);
  });
});

describe('sessionInsights: sentiment', () => {
  it('scores (positive - negative) / (positive + negative) over user words', () => {
    const mixed = userSays('I feel happy, calm and grateful, but also tired and anxious.');
    expect([mixed.sentimentScore, mixed.sentimentLabel, mixed.toneBarPercent]).toEqual([0.2, 'Neutral', 60]);
    const low = userSays('Happy and calm, yet sad, tired and anxious.');
    expect([low.sentimentScore, low.sentimentLabel, low.toneBarPercent]).toEqual([-0.2, 'Neutral', 40]);
    const good = userSays('Happy, calm, grateful, hopeful, a little tired.');
    expect([good.sentimentScore, good.sentimentLabel, good.toneBarPercent]).toEqual([0.6, 'Positive', 80]);
  });

  it('rounds the score to 2 decimals', () => {
    const insights = userSays('Happy but sad and lonely.');
    expect([insights.sentimentScore, insights.sentimentLabel, insights.toneBarPercent]).toEqual([-0.33, 'Negative', 33.5]);
  });

  it('is 0 without sentiment words and ignores the assistant', () => {
    const insights = sessionInsights([user('I went to the shop.'), assistant('You sound sad and anxious.')]);
    expect([insights.sentimentScore, insights.sentimentLabel, insights.toneBarPercent]).toEqual([0, 'Neutral', 50]);
  });

  it('flips a sentiment word right after an English negation', () => {
    expect(userSays('I am not happy and never calm.').sentimentScore).toBe(-1);
    expect(userSays('It was not bad.').sentimentScore).toBe(1);
    expect(userSays('I don’t hate it, I didn’t cry.').sentimentScore).toBe(1);
    expect(userSays('Not happy, but happy now.').sentimentScore).toBe(0);
  });

  it('reads other languages, including negated Chinese, Japanese and Korean forms', () => {
    expect(userSays('Estoy triste y cansada.').sentimentScore).toBe(-1);
    expect(userSays('Je suis heureuse.').sentimentScore).toBe(1);
    expect(userSays('Ich bin nicht glücklich.').sentimentScore).toBe(-1);
    expect(userSays('أنا سعيد').sentimentScore).toBe(1);
    expect(userSays('我今天很开心').sentimentScore).toBe(1);
    expect(userSays('我不开心').sentimentScore).toBe(-1);
    expect(userSays('今日は嬉しい').sentimentScore).toBe(1);
    expect(userSays('全然嬉しくない').sentimentScore).toBe(-1);
    expect(userSays('정말 행복해요').sentimentScore).toBe(1);
    expect(userSays('기분이 안 좋아요').sentimentScore).toBe(-1);
  });
});

describe('sentimentLabel and toneBarPercent', () => {
  it('labels above 0.2 Positive, below -0.2 Negative, and ±0.2 Neutral', () => {
    expect(sentimentLabel(0.21)).toBe('Positive');
    expect(sentimentLabel(0.2)).toBe('Neutral');
    expect(sentimentLabel(0)).toBe('Neutral');
    expect(sentimentLabel(-0.2)).toBe('Neutral');
    expect(sentimentLabel(-0.21)).toBe('Negative');
    expect(sentimentLabel(1)).toBe('Positive');
    expect(sentimentLabel(-1)).toBe('Negative');
  });

  it('maps -1..1 onto 0..100, clamped', () => {
    expect(toneBarPercent(-1)).toBe(0);
    expect(toneBarPercent(0)).toBe(50);
    expect(toneBarPercent(1)).toBe(100);
    expect(toneBarPercent(0.07)).toBe(53.5);
    expect(toneBarPercent(-0.33)).toBe(33.5);
    expect(toneBarPercent(1.5)).toBe(100);
    expect(toneBarPercent(-2)).toBe(0);
  });
});

describe('sessionInsights: action items', () => {
  it('keeps sentences that start with an action phrase, as whole words', () => {
    const insights = sessionInsights([
      assistant('That sounds hard. Try a short walk after lunch. You should rest tonight!'),
      user("Trying is hard. I settled on a plan. Starting is the worst. I'll call later. Setting goals scares me."),
      user('I wanted quiet. Start small? I plan to sleep 7.5 hours.'),
    ]);
    expect(insights.actionItems).toEqual([
      'Try a short walk after lunch.',
      'You should rest tonight!',
      'Start small?',
      'I plan to sleep 7.5 hours.',
    ]);
  });

  it('splits on CJK punctuation and newlines, drops duplicates and keeps at most 5', () => {
    const insights = sessionInsights([
      assistant('Let’s breathe together.\n- consider journaling\nI need a break。I want quiet！'),
      user("let's breathe together. LET’S BREATHE TOGETHER. I plan to rest. I should eat. Schedule a call."),
    ]);
    expect(insights.actionItems).toEqual([
      'Let’s breathe together.',
      'consider journaling',
      'I need a break。',
      'I want quiet！',
      'I plan to rest.',
    ]);
  });

  it('matches each start phrase', () => {
    const starts = ['I will go.', 'I should go.', 'I plan it.', 'I need rest.', 'I want calm.'];
    const more = ["Let's go.", 'You should go.', 'Consider it.', 'Try it.', 'Set it.', 'Schedule it.', 'Start it.'];
    expect(userSays(starts.join(' ')).actionItems).toEqual(starts);
    expect(userSays(more.slice(0, 5).join(' ')).actionItems).toEqual(more.slice(0, 5));
    expect(userSays(more.slice(5).join(' ')).actionItems).toEqual(more.slice(5));
  });
});

describe('sessionInsights: key quotes', () => {
  it('keeps user messages longer than 120 characters, the 2 longest first', () => {
    const q120 = 'a'.repeat(120);
    const q121 = 'b'.repeat(121);
    expect(userSays(q120, `  ${q121}\n`).keyQuotes).toEqual([q121]);

    const c = 'c'.repeat(130);
    const d = 'd'.repeat(130);
    const e = 'e'.repeat(125);
    const insights = sessionInsights([user(q121), user(c), assistant('f'.repeat(300)), user(d), user(e)]);
    expect(insights.keyQuotes).toEqual([c, d]);
  });
});

describe('sentiment lexicons', () => {
  const all = languageCodes.map((code) => sentimentLexicons[code]);
  const positive = new Set(all.flatMap((lexicon) => lexicon.positive));

  it('never lists a word as both positive and negative', () => {
    expect(all.flatMap((lexicon) => lexicon.negative).filter((word) => positive.has(word))).toEqual([]);
  });

  it('holds 25-45 lowercase entries per polarity in every language', () => {
    for (const { positive: pos, negative: neg } of all) {
      for (const words of [pos, neg]) {
        expect(words.length).toBeGreaterThanOrEqual(25);
        expect(words.length).toBeLessThanOrEqual(45);
        for (const word of words) expect(word).toBe(word.toLocaleLowerCase());
      }
    }
    expect(substringLanguages).toEqual(['zh', 'ja', 'ko']);
  });
});

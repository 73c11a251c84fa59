import type { LanguagePack } from '../language-pack';

export const english: LanguagePack = {
  unspaced: false,
  listSeparator: ', ',
  lastSeparator: ' and ',
  keywords: {
    stress: ['stress', 'pressure', 'overwhelm', 'too much', 'deadline', 'overworked'],
    anxiety: ['anxious', 'anxiety', 'worried', 'worry', 'nervous', 'panic', 'scared', 'afraid'],
    sadness: ['sad', 'feeling down', 'depress', 'crying', 'hopeless', 'unhappy', 'miserable', 'heartbroken', 'grief'],
    anger: ['angry', 'anger', 'furious', 'frustrat', 'annoyed', 'irritat', 'mad at', 'i hate'],
    loneliness: ['lonely', 'alone', 'isolated', 'no one', 'nobody', 'left out'],
    tiredness: ['tired', 'exhausted', 'sleep', 'insomnia', 'burnout', 'burned out', 'burnt out', 'drained', 'no energy'],
    hope: ['happy', 'better', 'grateful', 'thankful', 'excited', 'relieved', 'proud', 'hopeful', 'good news'],
  },
  names: {
    stress: 'stress',
    anxiety: 'worry',
    sadness: 'sadness',
    anger: 'frustration',
    loneliness: 'loneliness',
    tiredness: 'exhaustion',
    hope: 'hope',
  },
  reflections: {
    stress: ['It sounds like you have been carrying a lot of pressure lately.', 'That sounds like a heavy load to hold all at once.'],
    anxiety: ['It sounds like worry has been weighing on you.', 'I can hear how unsettling this has been for you.'],
    sadness: ["I'm sorry you're feeling so low right now.", "It sounds like you're going through something really painful."],
    anger: ['It makes sense that this frustrates you.', 'I can hear how much this has upset you.'],
    loneliness: ['Feeling alone with all of this sounds really hard.', "It sounds like you've been missing a sense of connection."],
    tiredness: ["It sounds like you're running on empty.", 'Not getting enough rest can make everything feel harder.'],
    hope: ["It's good to hear that something is lifting you up.", "I can hear some brightness in what you're sharing."],
  },
  openers: [
    "Thank you for telling me what's on your mind.",
    "I'm here, and I'm listening.",
    "I'm glad you took this moment to talk today.",
  ],
  validations: [
    "Whatever you're feeling is valid, and you don't have to face it alone.",
    "It's okay to take this one step at a time.",
    'Putting this into words takes courage.',
  ],
  questions: [
    'What feels heaviest for you right now?',
    'What would help you feel a little more supported today?',
    'What has been on your mind the most lately?',
    'How have you been taking care of yourself through this?',
  ],
  recommendations: {
    stress: 'Try breaking the day into small, manageable steps, with short breaks in between.',
    anxiety: 'When worry builds, try slow breathing: in for four counts, out for six.',
    sadness: 'Reach out to someone you trust, and be gentle with yourself on the hard days.',
    anger: 'Give yourself a pause before reacting; a short walk can help the feeling settle.',
    loneliness: 'Plan one small moment of connection this week, like a call or a message to a friend.',
    tiredness: 'Protect your sleep with a regular bedtime and a screen-free wind-down.',
    hope: 'Notice what helped on your better days, and make room for more of it.',
  },
  summary: {
    withFeelings: 'The conversation touched on {feelings}.',
    neutral: 'A conversation to share what was on your mind.',
    theme: 'Recurring theme: {feeling}.',
    generalInsight: 'Putting your feelings into words is a healthy habit.',
    generalRecommendations: ['Keep checking in with yourself regularly.', 'Make time for rest and for things you enjoy.'],
  },
  crisis: {
    selfHarm: [
      'kill myself', 'suicide', 'suicidal', 'end my life', 'take my life', 'want to die', 'hurt myself',
      'self-harm', 'self harm', 'cut myself', 'better off dead', 'no reason to live',
    ],
    violence: [
      'kill him', 'kill her', 'kill them', 'kill someone', 'hurt someone', 'hurt him', 'hurt her', 'hurt them',
      'murder', 'shoot them', 'stab',
    ],
  },
};

/** The reflection journal's ten prompts (SPEC section 9), gentlest first. */
export const journalPrompts: readonly string[] = [
  'How are you feeling right now, in a few words?',
  'What has been on your mind most today?',
  'What is one thing that went well today, however small?',
  'What felt difficult, and how did you handle it?',
  'When did you feel most like yourself today?',
  'Who or what are you grateful for right now?',
  'What is something you need more of this week?',
  'What would you like to let go of before tomorrow?',
  'What is one kind thing you could do for yourself tomorrow?',
  'If a good friend read this, what would they say to you?',
];

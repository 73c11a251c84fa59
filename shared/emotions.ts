/** SPEC section 3's emotions (it says 31 and lists 32; all are kept) with their category codes (kept, never shown) and mood scores. */
export const emotions = [
  { name: 'Anger', category: 'Ag', score: 2 },
  { name: 'Scared', category: 'F', score: 2 },
  { name: 'Wanting', category: 'Dr', score: 3 },
  { name: 'Mad', category: 'Ag', score: 2 },
  { name: 'Dread', category: 'Ax', score: 2 },
  { name: 'Satisfaction', category: 'H', score: 4 },
  { name: 'Sad', category: 'S', score: 2 },
  { name: 'Sickened', category: 'Dg', score: 2 },
  { name: 'Easygoing', category: 'R', score: 4 },
  { name: 'Empty', category: 'S', score: 2 },
  { name: 'Grossed out', category: 'Dg', score: 2 },
  { name: 'Craving', category: 'Dr', score: 3 },
  { name: 'Happy', category: 'H', score: 5 },
  { name: 'Panic', category: 'Ax', score: 1 },
  { name: 'Terror', category: 'F', score: 1 },
  { name: 'Longing', category: 'Dr', score: 3 },
  { name: 'Rage', category: 'Ag', score: 1 },
  { name: 'Calm', category: 'R', score: 4 },
  { name: 'Grief', category: 'S', score: 2 },
  { name: 'Fear', category: 'F', score: 2 },
  { name: 'Nausea', category: 'Dg', score: 2 },
  { name: 'Relaxation', category: 'R', score: 4 },
  { name: 'Anxiety', category: 'Ax', score: 2 },
  { name: 'Revulsion', category: 'Dg', score: 2 },
  { name: 'Chilled out', category: 'R', score: 4 },
  { name: 'Worry', category: 'Ax', score: 2 },
  { name: 'Desire', category: 'Dr', score: 3 },
  { name: 'Enjoyment', category: 'H', score: 4 },
  { name: 'Nervous', category: 'Ax', score: 2 },
  { name: 'Pissed off', category: 'Ag', score: 1 },
  { name: 'Lonely', category: 'S', score: 2 },
  { name: 'Liking', category: 'H', score: 4 },
] as const;

export type EmotionName = (typeof emotions)[number]['name'];
export const emotionNames = emotions.map((e) => e.name) as unknown as readonly [EmotionName, ...EmotionName[]];

export const MAX_EMOTIONS = 3;

/** SPEC's mood scale. */
export const moodScaleLabels = { 1: 'Very Sad', 2: 'Sad', 3: 'Neutral', 4: 'Good', 5: 'Great' } as const;
export type MoodScore = keyof typeof moodScaleLabels;

/** The rounded mean of the chosen emotions' scores, clamped to 1-5; 3 when none are chosen. */
export function overallMoodScore(chosen: readonly string[]): MoodScore {
  const scores = chosen.map((name) => emotions.find((e) => e.name === name)?.score).filter((s) => s !== undefined);
  if (scores.length === 0) return 3;
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  return Math.min(5, Math.max(1, Math.round(mean))) as MoodScore;
}

export function moodScaleLabel(score: number): string {
  const rounded = Math.min(5, Math.max(1, Math.round(score))) as MoodScore;
  return moodScaleLabels[rounded];
}

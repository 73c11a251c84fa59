/**
 * The five stretches of the timed routine (SPEC section 4), 30 seconds each. Each stretch's name, its
 * one line on what it helps with and its four steps are the selfcare texts `stretching.stretches.<id>.*`.
 */
export const stretches = ['neckRolls', 'shoulders', 'wrists', 'sideBends', 'deepBreathing'] as const;
export type StretchId = (typeof stretches)[number];
export const stretchStepKeys = ['step1', 'step2', 'step3', 'step4'] as const;

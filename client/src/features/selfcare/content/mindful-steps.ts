import { mindfulStepSeconds } from '../machines/mindful-activity-machine';

/**
 * The mindful cooking activity's five steps; their lengths come from the machine (SPEC section 9). Each
 * step's title, guidance and the three things to notice are the selfcare texts `mindful.steps.<id>.*`.
 */
const stepIds = ['gather', 'wash', 'chop', 'cook', 'plate'] as const;
export type MindfulStepId = (typeof stepIds)[number];
export const mindfulNoticeKeys = ['notice1', 'notice2', 'notice3'] as const;

export const mindfulSteps: { id: MindfulStepId; seconds: number }[] = stepIds.map((id, i) => ({
  id,
  seconds: mindfulStepSeconds[i] ?? 60,
}));

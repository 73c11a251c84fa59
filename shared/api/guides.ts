import { z } from 'zod';
import { textKey } from '../i18n/text';

/** The productivity guides (SPEC section 2), in the order the guide page lists them. */
export const guideSlugs = ['task-prioritization', 'focus-techniques', 'habit-building'] as const;
export type GuideSlug = (typeof guideSlugs)[number];

export const guideParams = z.object({
  slug: z.enum(guideSlugs, { error: textKey('guides:messages.noSuchGuide') }),
});

const paragraph = z.object({ kind: z.literal('paragraph'), text: z.string() });

const list = z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) });

/** A highlighted aside: a tip, a caution or a rule of thumb. */
const tip = z.object({ kind: z.literal('tip'), title: z.string(), text: z.string() });

/** Short titled ideas side by side (the habit loop's four parts, say). */
const cards = z.object({
  kind: z.literal('cards'),
  items: z.array(z.object({ title: z.string(), text: z.string() })),
});

const quadrant = z.object({ title: z.string(), action: z.string(), text: z.string(), examples: z.array(z.string()) });

/**
 * A 2x2 grid: `columns` label the two columns and `rows` the two rows; `quadrants` are read row by row
 * (top left, top right, bottom left, bottom right).
 */
const matrix = z.object({
  kind: z.literal('matrix'),
  columns: z.array(z.string()).length(2),
  rows: z.array(z.string()).length(2),
  quadrants: z.array(quadrant).length(4),
});

/** Numbered steps shown as an accordion: one open at a time. */
const steps = z.object({
  kind: z.literal('steps'),
  items: z.array(z.object({ title: z.string(), text: z.string(), points: z.array(z.string()) })),
});

/** A sample timetable (time blocking). */
const schedule = z.object({
  kind: z.literal('schedule'),
  caption: z.string(),
  rows: z.array(z.object({ time: z.string(), activity: z.string() })),
});

/** Something to do now: steps, then questions to reflect on. */
const exercise = z.object({
  kind: z.literal('exercise'),
  title: z.string(),
  duration: z.string(),
  steps: z.array(z.string()),
  reflection: z.array(z.string()),
});

export const guideBlock = z.discriminatedUnion('kind', [paragraph, list, tip, cards, matrix, steps, schedule, exercise]);
export type GuideBlock = z.infer<typeof guideBlock>;
export type GuideBlockOf<K extends GuideBlock['kind']> = Extract<GuideBlock, { kind: K }>;

export const guideSection = z.object({ id: z.string(), heading: z.string(), blocks: z.array(guideBlock) });
export type GuideSection = z.infer<typeof guideSection>;

/** What anyone may see of a guide: its title and what it covers. */
export const guideSummary = z.object({
  slug: z.enum(guideSlugs),
  title: z.string(),
  summary: z.string(),
  readMinutes: z.number().int(),
});
export type GuideSummary = z.infer<typeof guideSummary>;

/** A whole guide, served only to plans with the Productivity Guide. */
export const guide = guideSummary.extend({ intro: z.string(), sections: z.array(guideSection) });
export type Guide = z.infer<typeof guide>;

export const guidesIndexResponse = z.object({
  /** Whether the user's plan opens the guides now. */
  access: z.boolean(),
  /** The paywall reason when it does not. */
  reason: z.string().nullable(),
  guides: z.array(guideSummary),
});
export type GuidesIndexResponse = z.infer<typeof guidesIndexResponse>;

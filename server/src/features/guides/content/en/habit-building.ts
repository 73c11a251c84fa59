import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Habit Building',
  summary: 'How habits form, how to start small, and how to keep going after a missed day.',
  readMinutes: 7,
  intro:
    'Habits are the small things you do without deciding to: they shape your days more than big resolutions ever do. The good news is that they can be built on purpose, one tiny step at a time. This guide explains how habits work and gives you a plan for one habit you would like to grow.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'How habits form',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every habit runs through the same loop. Once you can see the loop, you can shape each part of it: make the cue obvious, the action easy and the reward satisfying.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Cue', text: 'Something that starts the habit: a time, a place, a feeling or what you just did.' },
            { title: '2. Craving', text: 'The feeling you are after: calm, energy, connection, a sense of progress.' },
            { title: '3. Response', text: 'The action itself. The easier it is, the more likely it happens.' },
            { title: '4. Reward', text: 'The good feeling afterwards, which teaches your brain to repeat the loop.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Start smaller than feels useful',
      blocks: [
        {
          kind: 'paragraph',
          text: 'New habits fail when they ask too much on a hard day. Shrink the habit until it takes two minutes or less. The goal at first is to show up, not to perform; you can grow it once it feels automatic.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '“Exercise every day” becomes “put on my trainers after breakfast”.',
            '“Read more” becomes “read one page before bed”.',
            '“Meditate” becomes “take three slow breaths when I sit at my desk”.',
            '“Keep a journal” becomes “write one sentence about today”.',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Build your habit in five steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Choose one habit',
              text: 'Pick a single habit that matters to you now. Several at once split your energy.',
              points: ['Make it specific: what, when and where', 'Choose something you want, not something you feel you should do'],
            },
            {
              title: 'Anchor it to a cue',
              text: 'Attach the new habit to something you already do every day.',
              points: ['“After I pour my morning coffee, I will…”', 'Pick a cue that happens at the same time and place'],
            },
            {
              title: 'Make it easy',
              text: 'Remove the small obstacles between you and the habit.',
              points: ['Lay things out the night before', 'Keep what you need within reach', 'Add friction to the habits you want less of'],
            },
            {
              title: 'Make it satisfying',
              text: 'Give yourself a small, immediate reward so the habit feels good now, not only later.',
              points: ['Tick it off on a tracker', 'Pair it with something you enjoy, like a favourite song'],
            },
            {
              title: 'Track and adjust',
              text: 'After two weeks, look at what worked. Keep it, shrink it or change the cue.',
              points: ['Notice the days it slipped and what was different', 'Grow the habit only once it feels automatic'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Habit stacking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stack a new habit on top of one you already have: “After [current habit], I will [new habit].” Your existing routine becomes the reminder.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'After I brush my teeth, I will write down one thing I am grateful for.',
            'After I sit down for lunch, I will drink a full glass of water.',
            'After I close my laptop for the day, I will stretch for two minutes.',
            'After I get into bed, I will put my phone on the charger across the room.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'When you miss a day',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone misses days. One missed day has almost no effect on a habit; what matters is coming back. Treat a slip as information, not as proof that you cannot do it.',
        },
        {
          kind: 'tip',
          title: 'Never miss twice',
          text: 'If you miss a day, make the next day’s version as small as possible (one page, one breath, one push-up) just to keep the thread unbroken.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'Your habit plan',
      blocks: [
        {
          kind: 'exercise',
          title: 'Design one tiny habit',
          duration: '15 minutes',
          steps: [
            'Write down one habit you would like to build and why it matters to you.',
            'Shrink it to a two-minute version you could do even on a hard day.',
            'Complete the sentence: “After I ____, I will ____.”',
            'Remove one obstacle today (lay it out, set it up, put it in view).',
            'Mark a simple tracker each day for the next two weeks.',
          ],
          reflection: [
            'What made the habit easier on the days it happened?',
            'What got in the way on the days it did not?',
            'Is it time to grow the habit, or to keep it small a little longer?',
          ],
        },
      ],
    },
  ],
};

import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Focus Techniques',
  summary: 'Pomodoro, time blocking, deep work and calmer ways to handle distractions.',
  readMinutes: 8,
  intro:
    'Focus is less about willpower than about setting things up so your attention has somewhere to rest. These four techniques work well on their own and even better together. Try one this week, notice what changes, and keep what suits you.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'The Pomodoro Technique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Work in short, timed rounds with breaks in between. A round is small enough that starting feels easy, and the break comes before your attention runs dry.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choose one task and write it down.',
            'Set a timer for 25 minutes and work only on that task.',
            'When a distraction comes up, jot it on a “later” list and return.',
            'When the timer rings, take a 5-minute break away from the screen.',
            'After four rounds, take a longer break of 15 to 30 minutes.',
          ],
        },
        {
          kind: 'tip',
          title: 'Adjust the length',
          text: 'If 25 minutes feels long, start with 15. If you are deep in flow, try 50 minutes with a 10-minute break. The rhythm matters more than the numbers.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'Time Blocking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Give every part of your day a job. Instead of a to-do list that competes for attention, your calendar says what you are doing now, so you decide once and then simply follow the plan.',
        },
        {
          kind: 'schedule',
          caption: 'An example day',
          rows: [
            { time: '8:30 – 9:00', activity: 'Plan the day and sort tasks' },
            { time: '9:00 – 11:00', activity: 'Deep work: the most important task' },
            { time: '11:00 – 11:30', activity: 'Messages and email, in one batch' },
            { time: '11:30 – 12:30', activity: 'Meetings or calls' },
            { time: '12:30 – 13:30', activity: 'Lunch and a walk outside' },
            { time: '13:30 – 15:00', activity: 'Second focus block' },
            { time: '15:00 – 16:30', activity: 'Smaller tasks and admin' },
            { time: '16:30 – 17:00', activity: 'Review the day and plan tomorrow' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Put your hardest work in the hours you feel sharpest.',
            'Batch similar tasks (all calls, all emails) into one block.',
            'Leave buffer blocks: plans slip, and that is fine.',
            'When a block runs over, move the rest of the day rather than skipping breaks.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Deep Work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deep work is focused, uninterrupted time on something demanding: writing, designing, studying, solving a hard problem. It is where most meaningful progress happens, and it needs protecting.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Set a ritual', text: 'Same place, same drink, same playlist. A small routine tells your mind it is time to focus.' },
            { title: 'Define the finish', text: 'Decide what “done” looks like for this session before you begin.' },
            { title: 'Close the doors', text: 'Notifications off, phone in another room, one window open.' },
            { title: 'Rest on purpose', text: 'Deep work is tiring. Follow it with a real break, not more screen time.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Start smaller than you think',
          text: 'One hour of deep work a day is a strong start. Build up by fifteen minutes at a time as it gets easier.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Managing Distractions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Distractions come from outside (pings, people, noise) and from inside (worries, boredom, the urge to check). Both are normal. The aim is not to never be distracted, but to notice sooner and return more gently.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Digital', text: 'Turn off non-essential notifications, use focus mode, and keep email closed between batches.' },
            { title: 'Environment', text: 'Clear your desk, use headphones, and let people know when you are in a focus block.' },
            { title: 'Internal', text: 'Keep a “later” list for stray thoughts. Writing a worry down lets you put it aside for now.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'When you catch yourself drifting, name it (“checking again”) and take one slow breath.',
            'If the same worry keeps returning, give it ten minutes of its own later in the day.',
            'Feeling restless is a signal, not a failure: a short walk often helps more than forcing it.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Try it today',
      blocks: [
        {
          kind: 'exercise',
          title: 'One protected hour',
          duration: '60 minutes',
          steps: [
            'Pick one task that matters and write what “done” means for this hour.',
            'Silence your phone and put it out of reach; close every tab you do not need.',
            'Work in two 25-minute rounds with a 5-minute break between them.',
            'Note each distraction on paper instead of acting on it.',
            'In the last five minutes, write down where you stopped and the next step.',
          ],
          reflection: [
            'What pulled at my attention most often?',
            'Which part of the setup helped the most?',
            'When in the day could I protect another hour like this?',
          ],
        },
      ],
    },
  ],
};

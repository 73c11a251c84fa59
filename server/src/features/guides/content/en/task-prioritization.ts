import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Task Prioritization',
  summary: 'Sort what matters from what merely shouts, with the Eisenhower matrix and a five-step daily routine.',
  readMinutes: 7,
  intro:
    'A long to-do list can feel like a weight on your chest. Prioritising is not about doing more; it is about choosing, on purpose, what gets your best hours, so the rest stops pulling at your attention. This guide walks you through a simple way to sort your tasks, a routine to plan each day, and a short exercise to try today.',
  sections: [
    {
      id: 'why',
      heading: 'Why everything feels urgent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our minds treat every open task as an unfinished loop, and loud tasks (a ping, a request with a deadline) grab attention ahead of quiet, important ones. Without a way to sort them, we spend the day reacting and end it feeling busy but not accomplished.',
        },
        {
          kind: 'paragraph',
          text: 'Two questions cut through the noise: is this important (does it move something I care about forward?) and is it urgent (does it need me soon, or will something go wrong)? Keeping the two apart is the heart of the Eisenhower matrix.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'The Eisenhower Matrix',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Draw a square split into four. Each task goes into one quadrant, and each quadrant has its own action.',
        },
        {
          kind: 'matrix',
          columns: ['Urgent', 'Not urgent'],
          rows: ['Important', 'Not important'],
          quadrants: [
            {
              title: 'Do first',
              action: 'Do it today',
              text: 'Deadlines and real problems that need you now. Keep this quadrant small by planning ahead.',
              examples: ['A report due this afternoon', 'A health or family matter', 'Fixing something that blocks others'],
            },
            {
              title: 'Schedule',
              action: 'Put it in your calendar',
              text: 'The work that builds your future: planning, learning, relationships, rest. It rarely shouts, so give it a time.',
              examples: ['Preparing next week’s presentation', 'Exercise and sleep', 'A call with an old friend'],
            },
            {
              title: 'Delegate',
              action: 'Hand it on or batch it',
              text: 'Requests that are time-sensitive but need not be done by you, or not with your full attention.',
              examples: ['Most meeting invitations', 'Routine replies', 'Booking and scheduling'],
            },
            {
              title: 'Drop',
              action: 'Let it go',
              text: 'Neither urgent nor important. Noticing these frees time and attention without any cost.',
              examples: ['Endless scrolling', 'Re-sorting your inbox', 'Tasks kept out of habit'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Be honest about “important”',
          text: 'Important means it serves your goals or your wellbeing, not someone else’s sense of urgency. If you cannot say why a task matters, it probably belongs on the bottom row.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Prioritise your day in five steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Capture everything',
              text: 'Empty your head onto one list: work, home, errands, the things that keep you up at night.',
              points: ['Use one place, paper or an app', 'Write tasks as actions (“email Sam about dates”, not “Sam”)', 'Do not sort yet; just get it out'],
            },
            {
              title: 'Sort into the matrix',
              text: 'Give every task a quadrant. Move quickly: your first instinct is usually right.',
              points: ['Ask “important?” first, then “urgent?”', 'If unsure, put it in Schedule', 'Cross out anything in Drop straight away'],
            },
            {
              title: 'Choose your top three',
              text: 'Pick at most three tasks that would make today feel worthwhile, mostly from Do first and Schedule.',
              points: ['Three is enough for a good day', 'Include one Schedule task, so important work moves too', 'Write them at the top of the page'],
            },
            {
              title: 'Give them time',
              text: 'Put your top three into your calendar, hardest first, in the hours you feel sharpest.',
              points: ['Estimate, then add half again', 'Leave gaps for the unexpected', 'Protect the first block from messages'],
            },
            {
              title: 'Review and reset',
              text: 'At the end of the day, spend five minutes looking back and preparing tomorrow’s list.',
              points: ['Tick off what you finished and notice how it felt', 'Move unfinished tasks forward, or drop them', 'Close the day kindly: you did what you could'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Daily exercise',
      blocks: [
        {
          kind: 'exercise',
          title: 'The ten-minute morning sort',
          duration: '10 minutes',
          steps: [
            'Set a timer for ten minutes and write down every task on your mind.',
            'Mark each one DO, SCHEDULE, DELEGATE or DROP.',
            'Circle up to three tasks that would make today a good day.',
            'Block time for them in your calendar, the hardest one first.',
            'Send or note anything you are handing on, and cross out what you are dropping.',
          ],
          reflection: [
            'Which quadrant held most of my tasks today?',
            'Did anything feel urgent that was not really important?',
            'How did finishing my top three feel this evening?',
          ],
        },
        {
          kind: 'tip',
          title: 'Go gently',
          text: 'Some days the most important task is looking after yourself. Resting, eating well and asking for support count as Schedule work too.',
        },
      ],
    },
  ],
};

/** The five stretches of the timed routine (SPEC section 4), 30 seconds each. */
export interface Stretch {
  name: string;
  /** One line on what it helps with. */
  benefit: string;
  steps: string[];
}

export const stretches: Stretch[] = [
  {
    name: 'Neck Rolls',
    benefit: 'Eases the tension that builds up from looking at screens.',
    steps: [
      'Sit or stand tall and let your shoulders drop away from your ears.',
      'Lower your chin towards your chest and breathe out.',
      'Slowly roll your head to the right, then back through the centre and over to the left.',
      'Move gently and only as far as feels comfortable. Change direction halfway through.',
    ],
  },
  {
    name: 'Shoulder Stretches',
    benefit: 'Releases tight shoulders and opens up your upper back.',
    steps: [
      'Bring your right arm across your chest at shoulder height.',
      'Hold it just above the elbow with your left hand and draw it gently closer.',
      'Breathe slowly for a few breaths, then switch arms.',
      'Finish with three slow shoulder rolls backwards.',
    ],
  },
  {
    name: 'Wrist Flexion/Extension',
    benefit: 'Gives your hands and forearms a rest from typing and scrolling.',
    steps: [
      'Hold your right arm out in front of you, palm facing down.',
      'With your left hand, gently bend the fingers down towards you until you feel a stretch on top of the forearm.',
      'Then turn your palm up and gently bend the fingers back towards you.',
      'Switch hands halfway through. Keep the pressure light.',
    ],
  },
  {
    name: 'Side Bends',
    benefit: 'Lengthens the sides of your body and frees up your breathing.',
    steps: [
      'Stand or sit tall with your feet hip-width apart.',
      'Raise your right arm overhead and lean slowly to the left.',
      'Feel the stretch along your right side and breathe into it.',
      'Come back to centre and repeat on the other side.',
    ],
  },
  {
    name: 'Deep Breathing',
    benefit: 'Brings the routine to a calm close.',
    steps: [
      'Rest your hands on your belly and let your eyes soften or close.',
      'Breathe in through your nose for a count of four and feel your belly rise.',
      'Breathe out through your mouth for a count of six.',
      'Notice how your body feels now compared with when you started.',
    ],
  },
];

import { mindfulStepSeconds } from '../machines/mindful-activity-machine';

/** The mindful cooking activity's five steps; their lengths come from the machine (SPEC section 9). */
export interface MindfulStep {
  title: string;
  guidance: string;
  notice: string[];
}

const steps: MindfulStep[] = [
  {
    title: 'Gather and arrive',
    guidance: 'Choose something simple to make: a salad, a soup, a sandwich, a pot of tea. Lay out what you need and take three slow breaths before you begin.',
    notice: ['The colours and shapes in front of you', 'How your feet feel on the floor', 'Any rush you are carrying, and let it soften'],
  },
  {
    title: 'Wash and prepare',
    guidance: 'Rinse your ingredients slowly. Feel the water on your hands and watch it run over each one as if you were seeing it for the first time.',
    notice: ['The temperature of the water', 'Textures: smooth, rough, firm, soft', 'The sounds around you'],
  },
  {
    title: 'Chop with attention',
    guidance: 'Cut at an easy, steady pace. Let each cut have your full attention. When your mind wanders, notice where it went and bring it back to the knife and the board.',
    notice: ['The sound of each cut', 'The smells that are released', 'Your breathing as you work'],
  },
  {
    title: 'Cook with your senses',
    guidance: 'As you heat, stir or assemble, stay with what is happening in front of you. There is nothing else you need to do right now.',
    notice: ['Sizzling, bubbling or the quiet of stirring', 'How the colours and smells change', 'Warmth on your face and hands'],
  },
  {
    title: 'Plate and savour',
    guidance: 'Arrange your food with care and sit down without screens. Take the first few bites slowly and really taste them.',
    notice: ['The first taste and how it changes', 'The temperature and texture in your mouth', 'A moment of thanks for the meal and for yourself'],
  },
];

export const mindfulSteps: (MindfulStep & { seconds: number })[] = steps.map((step, i) => ({
  ...step,
  seconds: mindfulStepSeconds[i] ?? 60,
}));

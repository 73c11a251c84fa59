export interface RecapExercise {
  slug: 'guided-breathing' | 'timed-stretching' | 'reflection-journal' | 'mindful-activity';
  title: string;
  why: string;
}

const breathing: RecapExercise = { slug: 'guided-breathing', title: 'Guided Breathing', why: 'A few slow breaths can settle what is still stirred up.' };
const journal: RecapExercise = { slug: 'reflection-journal', title: 'Reflection Journal', why: 'Writing a few lines can help you hold on to what you worked out.' };
const mindful: RecapExercise = { slug: 'mindful-activity', title: 'Mindful Activity', why: 'A small, unhurried task can help you stay with how you feel now.' };
const stretching: RecapExercise = { slug: 'timed-stretching', title: 'Timed Stretching', why: 'Five gentle stretches help your body let go of the talk.' };

/**
 * One exercise to suggest after a session, from how the person said they felt: the mood after when
 * given, else the mood before. Tense moods get breathing, low ones the journal, good ones a mindful
 * activity; without a mood (or one it does not know), stretching. After something that sounded like
 * risk, breathing, whatever the chips said.
 */
export function recapExercise(moodAfter: string | null, moodBefore: string | null, riskDetected = false): RecapExercise {
  if (riskDetected) return breathing;
  switch (moodAfter ?? moodBefore) {
    case 'much-worse':
    case 'worse':
    case 'stressed':
    case 'anxious':
    case 'angry':
    case 'overwhelmed':
      return breathing;
    case 'same':
    case 'sad':
    case 'okay':
      return journal;
    case 'much-better':
    case 'better':
    case 'great':
    case 'good':
      return mindful;
    case null:
    default:
      return stretching;
  }
}

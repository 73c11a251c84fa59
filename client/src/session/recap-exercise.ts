/** An exercise a recap suggests; its name and why it may help are `session:recap.exercises.<slug>`. */
export interface RecapExercise {
  slug: 'guided-breathing' | 'timed-stretching' | 'reflection-journal' | 'mindful-activity';
}

const breathing: RecapExercise = { slug: 'guided-breathing' };
const journal: RecapExercise = { slug: 'reflection-journal' };
const mindful: RecapExercise = { slug: 'mindful-activity' };
const stretching: RecapExercise = { slug: 'timed-stretching' };

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

import { describe, expect, it } from 'vitest';
import { recapExercise } from './recap-exercise';

describe('the exercise a session recap suggests', () => {
  it('follows the mood after, then the mood before', () => {
    expect(recapExercise('worse', 'great').slug).toBe('guided-breathing');
    expect(recapExercise('better', 'anxious').slug).toBe('mindful-activity');
    expect(recapExercise(null, 'sad').slug).toBe('reflection-journal');
    expect(recapExercise(null, 'overwhelmed').slug).toBe('guided-breathing');
    expect(recapExercise('same', null).slug).toBe('reflection-journal');
  });

  it('suggests breathing after something that sounded like risk, whatever the chips said', () => {
    expect(recapExercise('better', 'great', true).slug).toBe('guided-breathing');
  });

  it('suggests stretching when no mood was given', () => {
    expect(recapExercise(null, null).slug).toBe('timed-stretching');
  });
});

import { describe, expect, it } from 'vitest';
import { onboardingMessages } from '@shared/messages';
import { titledMessage } from './titled-message';

describe('titledMessage', () => {
  it('splits a titled message at its first colon', () => {
    expect(titledMessage(onboardingMessages.nameRequired)).toEqual({
      title: 'Name required',
      description: 'Please enter your full name to continue.',
    });
  });

  it('keeps a plain message as the title', () => {
    expect(titledMessage('Something went wrong')).toEqual({ title: 'Something went wrong' });
  });
});

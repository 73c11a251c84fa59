import { beforeEach, describe, expect, it } from 'vitest';
import { clearProgress, readProgress, saveProgress, type OnboardingProgress } from './saved-progress';

const progress: OnboardingProgress = {
  step: 1,
  answers: { fullName: 'Ada Lovelace', preferredLanguage: 'es', voicePreference: null, timezone: 'Europe/Paris' },
};

describe('onboarding progress kept on this device', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  });

  it('reads back what was saved, for that account only', () => {
    saveProgress('user-a', progress);
    expect(readProgress('user-a')).toEqual(progress);
    expect(readProgress('user-b')).toBeNull();
  });

  it('forgets it once cleared', () => {
    saveProgress('user-a', progress);
    clearProgress('user-a');
    expect(readProgress('user-a')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('solace.onboarding.user-a', '{not json');
    expect(readProgress('user-a')).toBeNull();
    localStorage.setItem('solace.onboarding.user-a', JSON.stringify({ ...progress, step: 7 }));
    expect(readProgress('user-a')).toBeNull();
  });
});

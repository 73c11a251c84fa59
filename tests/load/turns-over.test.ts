import { describe, expect, it } from 'vitest';
import { turnsOverFor } from './session-client';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('turnsOverFor', () => {
  it('lets sessions end only once every talking session has had its last turn', async () => {
    const turnsOver = turnsOverFor(3);
    turnsOver.arrive();
    turnsOver.arrive();
    expect(await settled(turnsOver.all)).toBe(false);
    turnsOver.arrive();
    expect(await settled(turnsOver.all)).toBe(true);
  });

  it('does not hold idle-only runs', async () => {
    expect(await settled(turnsOverFor(0).all)).toBe(true);
  });
});

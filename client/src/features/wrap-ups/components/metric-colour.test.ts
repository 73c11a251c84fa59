import { describe, expect, it } from 'vitest';
import { metricColour } from './metric-colour';

describe('metric colours', () => {
  it('is green from 4, yellow from 3, red below', () => {
    expect([5, 4, 3.99, 3, 2.99, 1].map((v) => metricColour(v))).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('reads stress as 5 minus its value', () => {
    expect([1, 2, 2.01, 3].map((v) => metricColour(v, true))).toEqual(['green', 'yellow', 'red', 'red']);
  });
});

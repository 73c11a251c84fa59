import { describe, expect, it } from 'vitest';
import { addIntervals, intervalOf, nextPeriodEnd, renewalsDue } from './billing-period';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('gives the plans their intervals', () => {
    expect(intervalOf('premium-monthly')).toBe('month');
    expect(intervalOf('premium-annual')).toBe('year');
  });

  it('adds months on the calendar, keeping the time of day and clamping to the month end from the anchor', () => {
    expect(addIntervals(at('2026-01-15T10:30:00Z'), 'month', 1)).toEqual(at('2026-02-15T10:30:00Z'));
    expect(addIntervals(at('2026-01-31T08:00:00Z'), 'month', 1)).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addIntervals(at('2028-01-31T08:00:00Z'), 'month', 1)).toEqual(at('2028-02-29T08:00:00Z'));
    expect(addIntervals(at('2026-01-31T08:00:00Z'), 'month', 2)).toEqual(at('2026-03-31T08:00:00Z'));
    expect(addIntervals(at('2026-12-10T00:00:00Z'), 'month', 1)).toEqual(at('2027-01-10T00:00:00Z'));
    expect(addIntervals(at('2028-02-29T12:00:00Z'), 'year', 1)).toEqual(at('2029-02-28T12:00:00Z'));
    expect(addIntervals(at('2028-02-29T12:00:00Z'), 'year', 4)).toEqual(at('2032-02-29T12:00:00Z'));
  });

  it('finds the first period end strictly after a moment', () => {
    const anchor = at('2026-01-31T08:00:00Z');
    expect(nextPeriodEnd(anchor, 'month', anchor)).toEqual(at('2026-02-28T08:00:00Z'));
    expect(nextPeriodEnd(anchor, 'month', at('2026-02-28T07:59:59.999Z'))).toEqual(at('2026-02-28T08:00:00Z'));
    expect(nextPeriodEnd(anchor, 'month', at('2026-02-28T08:00:00Z'))).toEqual(at('2026-03-31T08:00:00Z'));
    expect(nextPeriodEnd(anchor, 'month', at('2027-06-01T00:00:00Z'))).toEqual(at('2027-06-30T08:00:00Z'));
    expect(nextPeriodEnd(anchor, 'year', at('2026-06-01T00:00:00Z'))).toEqual(at('2027-01-31T08:00:00Z'));
  });

  it('lists the renewals passed, one per period end up to and including now', () => {
    const anchor = at('2026-01-31T08:00:00Z');
    expect(renewalsDue(anchor, 'month', at('2026-02-28T08:00:00Z'), at('2026-02-28T07:59:59Z'))).toEqual({
      renewals: [],
      periodEnd: at('2026-02-28T08:00:00Z'),
    });
    expect(renewalsDue(anchor, 'month', at('2026-02-28T08:00:00Z'), at('2026-02-28T08:00:00Z'))).toEqual({
      renewals: [at('2026-02-28T08:00:00Z')],
      periodEnd: at('2026-03-31T08:00:00Z'),
    });
    expect(renewalsDue(anchor, 'month', at('2026-02-28T08:00:00Z'), at('2026-05-01T00:00:00Z'))).toEqual({
      renewals: [at('2026-02-28T08:00:00Z'), at('2026-03-31T08:00:00Z'), at('2026-04-30T08:00:00Z')],
      periodEnd: at('2026-05-31T08:00:00Z'),
    });
  });
});

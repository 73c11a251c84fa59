import { describe, expect, it } from 'vitest';
import { crisisLinesResponse } from '../../shared/api/crisis-lines';
import { countryLines } from '../../shared/crisis-lines';
import { useTestApp } from '../support/app/test-app';

describe('GET /api/crisis-lines, for the public crisis support page', () => {
  const t = useTestApp();

  it('lists every country’s lines a referral can name, and the international fallback, to anyone signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/crisis-lines' });
    expect(res.statusCode).toBe(200);
    const body = crisisLinesResponse.parse(res.json());
    expect(body.countries.map((c) => c.code).sort()).toEqual(Object.keys(countryLines).sort());
    expect(body.countries.find((c) => c.code === 'US')?.lines[0]).toMatchObject({ call: '988', text: '988' });
    expect(body.countries.find((c) => c.code === 'GB')?.lines.map((l) => l.name)).toEqual(['Samaritans', 'Shout']);
    expect(body.countries.find((c) => c.code === 'KR')).toMatchObject({ emergency: '119', lines: [{ call: '109' }] });
    expect(body.international).toEqual([expect.objectContaining({ url: 'https://findahelpline.com' })]);
  });
});

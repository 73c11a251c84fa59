import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@shared/preferences';

const demoDir = path.resolve(import.meta.dirname, '../../../../public/demo');

describe('the landing demo', () => {
  it.each(languageCodes)('has a video and a poster in %s, small enough for a phone', (language) => {
    const video = readFileSync(path.join(demoDir, `${language}.webm`));
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.length).toBeLessThan(400 * 1024);
    const poster = readFileSync(path.join(demoDir, `${language}.jpg`));
    expect(poster.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(poster.length).toBeLessThan(60 * 1024);
  });
});

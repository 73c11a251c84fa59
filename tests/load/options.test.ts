import { describe, expect, it } from 'vitest';
import { parseBenchOptions, UsageError } from './options';

describe('parseBenchOptions', () => {
  it('runs a sweep for a list of voice counts and takes OpenAI-like latencies', () => {
    const options = parseBenchOptions(['--voice', '100,250,500', '--openai-like', '--tts-first-byte-ms', '150']);
    expect(options.voice).toEqual([100, 250, 500]);
    expect(options.latencies).toMatchObject({ sttMs: 300, firstTokenMs: 300, tokensPerSecond: 80, ttsFirstByteMs: 150 });
    expect(options.smoke).toBe(false);
    expect(options.restConnections).toBe(100);
  });

  it('makes the smoke run small and short', () => {
    const options = parseBenchOptions(['--smoke']);
    expect(options.voice[0]! + options.text).toBe(20);
    expect(options.durationS).toBe(15);
    expect(options.warmupS).toBe(0);
  });

  it('refuses what it does not understand, with the usage text', () => {
    expect(() => parseBenchOptions(['--voices', '10'])).toThrow(UsageError);
    expect(() => parseBenchOptions(['--duration', '-5'])).toThrow(/--duration/);
    expect(() => parseBenchOptions(['--voice', '10,x'])).toThrow(/--voice/);
    expect(() => parseBenchOptions(['--idle-mode', 'video'])).toThrow(/idle-mode/);
  });
});

import { describe, expect, it } from 'vitest';
import { recogniserSettings } from '../../../../tests/support/fake-recogniser';
import { loadConfig } from '../../config/env';
import { logSpeechRecognition, probeSpeechRecognition } from './speech-recognition-probe';

const settings = recogniserSettings();
const probe = (env: Record<string, string>) =>
  probeSpeechRecognition(loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), ...env }).ai);
const HOW_TO = /sudo apt-get install pocketsphinx pocketsphinx-en-us.*OPENAI_API_KEY or AI_BASE_URL/;

describe('probeSpeechRecognition', () => {
  it('finds the offline recogniser, English only, when its program and model are installed', () => {
    expect(probe(settings.installed)).toEqual({ recognition: 'offline', languages: ['en'] });
  });

  it('says why not and how to turn it on when the program or the model is missing', () => {
    const noProgram = probe(settings.missingProgram);
    expect(noProgram).toMatchObject({ recognition: 'unavailable', languages: [] });
    expect(noProgram.reason).toContain(`${settings.missingProgram.POCKETSPHINX_PROGRAM} was not found`);
    expect(noProgram.reason).toMatch(HOW_TO);
    expect(probe({ POCKETSPHINX_PROGRAM: 'solace-no-such-recogniser' }).reason).toContain('solace-no-such-recogniser was not found on PATH');
    const noModel = probe(settings.missingModel);
    expect(noModel.reason).toContain(`English speech model for pocketsphinx is missing (${settings.missingModel.POCKETSPHINX_MODEL_DIR})`);
    expect(noModel.reason).toMatch(HOW_TO);
  });

  it("counts the AI service's speech to text as available in every language", () => {
    expect(probe({ ...settings.missingProgram, AI_BASE_URL: 'http://127.0.0.1:9/v1' })).toEqual({ recognition: 'openai', languages: null });
    expect(probe({ ...settings.missingProgram, OPENAI_API_KEY: 'sk-test' })).toEqual({ recognition: 'openai', languages: null });
  });

  it('logs the fix as a warning when voice calls are off', () => {
    const lines: { level: string; message: string }[] = [];
    const log = { info: (message: string) => lines.push({ level: 'info', message }), warn: (message: string) => lines.push({ level: 'warn', message }) };
    logSpeechRecognition(log, probe(settings.missingProgram));
    logSpeechRecognition(log, probe(settings.installed));
    expect(lines[0]?.level).toBe('warn');
    expect(lines[0]?.message).toMatch(/^Voice calls are turned off\. Speech recognition is unavailable: .*sudo apt-get install pocketsphinx pocketsphinx-en-us/);
    expect(lines[1]).toEqual({ level: 'info', message: 'Speech recognition: offline with pocketsphinx, English only' });
  });
});

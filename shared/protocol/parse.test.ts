import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage } from './parse';
import { PROTOCOL_VERSION } from './version';

describe('parseClientMessage', () => {
  it('accepts a session.start and fills in the surface', () => {
    const parsed = parseClientMessage(JSON.stringify({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'voice' }));
    expect(parsed).toEqual({ ok: true, message: { type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'voice', surface: 'session' } });
  });

  it('trims text and refuses an empty message', () => {
    expect(parseClientMessage('{"type":"text.send","text":"  hi there  "}')).toMatchObject({ ok: true, message: { text: 'hi there' } });
    expect(parseClientMessage('{"type":"text.send","text":"   "}')).toEqual({
      ok: false,
      code: 'validation_failed',
      // A text key: the connection says it in the page's language ("Please type a message.").
      message: 'session:messages.typeMessage',
    });
  });

  it('names invalid JSON, unknown types and missing types with text keys, said in the page language where sent', () => {
    expect(parseClientMessage('{nope')).toMatchObject({ ok: false, message: 'session:messages.notJson' });
    expect(parseClientMessage('{"type":"launch.rockets"}')).toMatchObject({ ok: false, message: 'session:messages.unknownType' });
    expect(parseClientMessage('{"text":"hello"}')).toMatchObject({ ok: false, message: 'session:messages.typeMissing' });
    expect(parseClientMessage('[]')).toMatchObject({ ok: false, code: 'validation_failed' });
  });

  it('checks fields of known types', () => {
    const bad = parseClientMessage('{"type":"session.resume","protocolVersion":1,"sessionId":"x","lastSeq":0}');
    expect(bad).toMatchObject({ ok: false, code: 'validation_failed' });
    expect(bad.ok ? '' : bad.message).toMatch(/^sessionId: /);
    expect(parseClientMessage('{"type":"mode.set","mode":"video"}')).toMatchObject({ ok: false });
    expect(parseClientMessage('{"type":"session.end","moodAfter":"better"}')).toMatchObject({ ok: true });
    expect(parseClientMessage('{"type":"input_audio.start","utteranceId":-1}')).toMatchObject({ ok: false });
  });
});

describe('parseServerMessage', () => {
  it('accepts what the server sends and refuses what it never sends', () => {
    const ready = {
      type: 'session.ready',
      seq: 1,
      sessionId: '5b0c8f0e-6f8e-4a53-9a3f-0d7b8a3f2c11',
      mode: 'text',
      surface: 'chat',
      title: 'Chat Session November 21, 2026',
      resumed: false,
      voiceSecondsUsed: 0,
      dailyRemainingSeconds: null,
      sessionRemainingSeconds: 900,
    };
    expect(parseServerMessage(JSON.stringify(ready))).toEqual({ ok: true, message: ready });
    expect(parseServerMessage('{"type":"error","code":"limit_reached","message":"x"}')).toMatchObject({ ok: true });
    expect(parseServerMessage('{"type":"error","code":"made_up","message":"x"}')).toMatchObject({ ok: false });
    expect(parseServerMessage('{"type":"usage","voiceSecondsUsed":1}')).toMatchObject({ ok: false });
  });
});

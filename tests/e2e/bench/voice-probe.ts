import type { Page } from '@playwright/test';
import type { VoiceProbeRecord } from '../../load/voice-to-voice';

/**
 * Runs in the page before its own scripts (as text: tsx would wrap a function's inner functions in a
 * helper the page does not have). Records on the page's clock when the microphone signal falls silent and
 * starts again (the RMS of each 256-sample block of the raw input, apart from the voice detector), each
 * `input_audio.commit` sent, and when each reply audio buffer is scheduled to play.
 */
const probeScript = (loudDbfs: number, quietMs: number) => `(() => {
  const record = { silences: [], speeches: [], commits: [], audioStarts: [] };
  window.__voiceProbe = record;
  const loudRms = Math.pow(10, ${loudDbfs} / 20);
  function tap(stream) {
    const context = new AudioContext();
    const node = context.createScriptProcessor(256, 1, 1);
    let loud = false;
    let lastLoudAt = 0;
    node.onaudioprocess = (event) => {
      const now = performance.now();
      const samples = event.inputBuffer.getChannelData(0);
      let sum = 0;
      for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
      if (Math.sqrt(sum / samples.length) >= loudRms) {
        if (!loud) record.speeches.push(now);
        loud = true;
        lastLoudAt = now;
      } else if (loud && now - lastLoudAt >= ${quietMs}) {
        loud = false;
        record.silences.push(lastLoudAt);
      }
    };
    context.createMediaStreamSource(stream).connect(node);
    node.connect(context.destination);
  }
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    if (constraints && constraints.audio) tap(stream);
    return stream;
  };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"input_audio.commit"')) record.commits.push(performance.now());
    return send.call(this, data);
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when, ...rest) {
    const ahead = Math.max(0, (when || 0) - this.context.currentTime);
    record.audioStarts.push(performance.now() + ahead * 1000);
    return start.call(this, when, ...rest);
  };
})();`;

/** Installs the probe in every document `page` opens; read it with `readVoiceProbe`. */
export async function installVoiceProbe(page: Page, options: { loudDbfs?: number; quietMs?: number } = {}): Promise<void> {
  await page.addInitScript({ content: probeScript(options.loudDbfs ?? -45, options.quietMs ?? 150) });
}

export async function readVoiceProbe(page: Page): Promise<VoiceProbeRecord> {
  return page.evaluate<VoiceProbeRecord>('window.__voiceProbe');
}

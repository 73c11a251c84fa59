import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOggOpusDemuxer, oggOpusFile } from '../../../../server/src/audio/ogg-opus';
import { encodeOpusPackets, opusPacketDurationMs } from '../../../../server/src/audio/opus';
import { pause, sendError, sendJson } from './http';
import type { FakeOpenAiState, RecordedRequest } from './fake-options';

/** Speech length the default voice gives a text: about a fast talker's pace. */
const MS_PER_CHARACTER = 60;
const PACKET_MS = 20;
let toneSecond: Uint8Array[] | null = null;
const toneFiles = new Map<number, Uint8Array>();

/**
 * A soft 220 Hz tone of `ms` (whole 20 ms packets, at least 100 ms) as an Ogg Opus file. One second of it
 * (a whole number of cycles, so it loops without a seam) is encoded once and repeated, and each length
 * is kept: the fake answers at its configured pace, not at the pace of an Opus encoder in WebAssembly.
 */
export function toneOggOpus(ms: number): Uint8Array {
  toneSecond ??= encodeOpusPackets(
    Int16Array.from({ length: 48_000 }, (_, i) => Math.round(4000 * Math.sin((2 * Math.PI * 220 * i) / 48_000))),
    48_000,
  );
  const second = toneSecond;
  const count = Math.max(5, Math.round(ms / PACKET_MS));
  let file = toneFiles.get(count);
  if (!file) {
    file = oggOpusFile(Array.from({ length: count }, (_, i) => second[i % second.length] as Uint8Array), 48_000);
    toneFiles.set(count, file);
  }
  return file;
}

/** How long an uploaded Ogg Opus recording is, for transcripts that depend on how much was said. */
export function oggOpusDurationMs(file: Uint8Array): number {
  return createOggOpusDemuxer()
    .push(file)
    .reduce((ms, packet) => ms + opusPacketDurationMs(packet), 0);
}

/** POST /v1/audio/transcriptions: a multipart upload answered with the configured transcript. */
export async function transcriptions(
  state: FakeOpenAiState,
  req: IncomingMessage,
  raw: Buffer,
  record: RecordedRequest,
  res: ServerResponse,
): Promise<void> {
  const form = await new Request('http://fake/upload', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: raw,
  }).formData();
  const file = form.get('file');
  if (!(file instanceof Blob)) return sendError(res, 400, 'file is required');
  const audio = new Uint8Array(await file.arrayBuffer());
  const fields = { model: form.get('model'), language: form.get('language'), fileName: file instanceof File ? file.name : '', fileType: file.type };
  record.body = { ...fields, file: audio };
  if (!(await pause(res, state.latencies.sttMs))) return;
  const { transcript } = state.options;
  const text = typeof transcript === 'function' ? transcript(audio) : (transcript ?? 'I have been feeling really stressed about work lately');
  sendJson(res, 200, { text });
}

/** POST /v1/audio/speech: an Ogg Opus body, sent after the first-byte latency at the configured byte rate. */
export async function speech(state: FakeOpenAiState, body: { input?: string; response_format?: string }, res: ServerResponse): Promise<void> {
  if (body.response_format !== 'opus') return sendError(res, 400, 'this fake speaks opus only');
  const text = body.input ?? '';
  const { speech: configured } = state.options;
  const file = typeof configured === 'function' ? configured(text) : (configured ?? toneOggOpus(text.length * MS_PER_CHARACTER));
  res.writeHead(200, { 'content-type': 'audio/ogg', 'transfer-encoding': 'chunked' });
  res.flushHeaders();
  if (!(await pause(res, state.latencies.ttsFirstByteMs))) return;
  const stepMs = 20;
  const perStep = Math.max(1, Math.round((state.latencies.ttsBytesPerSecond * stepMs) / 1000));
  for (let offset = 0; offset < file.length; offset += perStep) {
    if (offset > 0 && !(await pause(res, stepMs))) return;
    res.write(file.subarray(offset, offset + perStep));
  }
  res.end();
}

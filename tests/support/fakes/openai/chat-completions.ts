import type { ServerResponse } from 'node:http';
import { pause, sendJson } from './http';
import type { FakeOpenAiState } from './fake-options';

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
  response_format?: { type?: string };
}

/** The default reply: a deterministic function of what the user said last. */
export function defaultReply(lastUserMessage: string): string {
  const words = lastUserMessage.trim().split(/\s+/).filter(Boolean).length;
  return `I hear you. You said ${words} words about how you feel. What feels heaviest right now?`;
}

/**
 * The default JSON completion answers both JSON calls the product makes: a session summary (`summary`,
 * `memories`) and a wrap-up (`summary`, `insights`, `recommendations`, `trend`).
 */
export const defaultInsights = {
  summary: 'You talked about stress at work.',
  memories: ['Work has been stressful lately.'],
  insights: ['Work stress came up often.', 'Sleep has been short.'],
  recommendations: ['Take short breaks during the day.', 'Keep a regular bedtime.'],
  trend: 'stable',
};

/** POST /v1/chat/completions: a streamed (SSE) or whole reply, at the configured pace. */
export async function chatCompletions(state: FakeOpenAiState, body: ChatBody, res: ServerResponse): Promise<void> {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
  const wantsJson = body.response_format?.type === 'json_object';
  const { reply } = state.options;
  const { json } = state.options;
  const text = wantsJson
    ? typeof json === 'string'
      ? json
      : JSON.stringify(json ?? defaultInsights)
    : typeof reply === 'function'
      ? reply(last)
      : (reply ?? defaultReply(last));
  const tokens = text.split(/(?<= )/); // words, each keeping its trailing space
  const { tokensPerSecond } = state.latencies;
  const perToken = tokensPerSecond > 0 ? 1000 / tokensPerSecond : 0;
  const base = { id: `chatcmpl-${Date.now()}`, created: Math.floor(Date.now() / 1000), model: body.model ?? 'fake' };

  if (!body.stream) {
    if (!(await pause(res, state.latencies.firstTokenMs + tokens.length * perToken))) return;
    sendJson(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: tokens.length, total_tokens: 10 + tokens.length },
    });
    return;
  }

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  const send = (delta: object, finish: string | null) =>
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`);
  if (!(await pause(res, state.latencies.firstTokenMs))) return;
  send({ role: 'assistant', content: '' }, null);
  for (const [i, token] of tokens.entries()) {
    if (i > 0 && !(await pause(res, perToken))) return;
    if (i === state.options.cutAfterTokens) {
      res.destroy();
      return;
    }
    send({ content: token }, null);
  }
  send({}, 'stop');
  res.end('data: [DONE]\n\n');
}

import type { ServerResponse } from 'node:http';
import { pause, sendJson } from './http';
import type { FakeOpenAiState } from './fake-options';

const categoryNames = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/instructions', 'self-harm/intent', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
];

/** The default verdict: a few unmistakable English phrases. */
export function defaultModeration(input: string): string[] {
  const text = input.toLowerCase();
  const flagged: string[] = [];
  if (/kill myself|suicide|end my life|hurt myself/.test(text)) flagged.push('self-harm', 'self-harm/intent');
  if (/kill (him|her|them|someone)|hurt someone/.test(text)) flagged.push('violence');
  return flagged;
}

/** POST /v1/moderations. */
export async function moderations(state: FakeOpenAiState, body: { input?: string | string[]; model?: string }, res: ServerResponse): Promise<void> {
  if (!(await pause(res, state.latencies.moderationMs))) return;
  const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
  const judge = state.options.moderation ?? defaultModeration;
  const results = inputs.map((input) => {
    const flagged = new Set(judge(input));
    return {
      flagged: flagged.size > 0,
      categories: Object.fromEntries(categoryNames.map((name) => [name, flagged.has(name)])),
      category_scores: Object.fromEntries(categoryNames.map((name) => [name, flagged.has(name) ? 0.9 : 0.001])),
      category_applied_input_types: Object.fromEntries(categoryNames.map((name) => [name, ['text']])),
    };
  });
  sendJson(res, 200, { id: `modr-${Date.now()}`, model: body.model ?? 'omni-moderation-latest', results });
}

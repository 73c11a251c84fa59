import { languageName } from '../features/sessions/companion-prompts';
import type { AiProvider } from '../providers/ai/ai-provider';
import { once } from '../realtime/once';
import { createRespondStage, type ReplyRequestWithoutSignal } from '../realtime/stages/respond';
import type { Stage } from '../realtime/stages/stage';
import { classifyRisk } from './risk-classifier';

interface CrisisAwareRespondOptions {
  ai: AiProvider;
  timeoutMs: number;
  request: (userText: string, signal: AbortSignal) => Promise<ReplyRequestWithoutSignal>;
  /** The reply to a flagged message in the user's language, naming their country's line. */
  crisisReply: () => Promise<string>;
}

/**
 * The respond stage, with the reply to a message the local classifier flags: the offline companion
 * says the written crisis reply (crisis-replies.ts); an online model is asked to say the same in its
 * own words. Either way the conversation goes on.
 */
export function createCrisisAwareRespond(options: CrisisAwareRespondOptions): Stage<string, string> {
  const respond = createRespondStage(options);
  const guided = createRespondStage({
    ...options,
    request: async (text, signal) => withCrisisGuidance(await options.request(text, signal), await options.crisisReply()),
  });
  return async function* crisisAwareRespond(messages, turn) {
    for await (const text of messages) {
      const flagged = classifyRisk(text).flagged;
      if (flagged && options.ai.mode === 'offline') {
        yield await options.crisisReply();
        continue;
      }
      yield* (flagged ? guided : respond)(once(text), turn);
    }
  };
}

function withCrisisGuidance(request: ReplyRequestWithoutSignal, reply: string): ReplyRequestWithoutSignal {
  const guidance = [
    'The last message may mean the person is at risk of suicide or self-harm.',
    'Do not end the conversation. Acknowledge them warmly and without judgement, encourage them to reach a person now, and name the crisis line below with how to reach it. Never describe any method.',
    `In ${languageName(request.language)}, say in your own words what this says: ${reply}`,
  ].join('\n');
  return { ...request, messages: [...request.messages, { role: 'system', content: guidance }] };
}

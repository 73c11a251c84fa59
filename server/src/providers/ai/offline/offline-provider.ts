import type { LanguageCode } from '@shared/preferences';
import { SPEECH_PCM_RATE } from '../../../audio/recorded-speech';
import { replyLanguage } from '../../../lib/detect-language';
import type { AiProvider, ReplyRequest } from '../ai-provider';
import { languagePacks } from './language-packs';
import { moderateOffline } from './moderation';
import { composeInsights } from './replies';
import { composeReply } from './listening/listener';
import { composeSessionSummary } from './listening/session-summary';
import { listeningPacks } from './listening/listening-packs';
import { createPocketsphinxRecognizer, type PocketsphinxOptions } from './speech-recognition';
import { createOfflineSynthesizer } from './speech-synthesis';
import { streamWords } from './stream-words';
import { composeWrapUp, wrapUpSourceIn } from './wrap-up';

/** Replies follow the language the person writes in; `request.language` (the profile's) when unsure. */
function answerLanguage(request: ReplyRequest): LanguageCode {
  const said = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
  return replyLanguage(said, request.language);
}

export interface OfflineProviderOptions {
  recognizer?: Partial<PocketsphinxOptions>;
}

/**
 * The embedded default: no network and no model downloads. Rule-based supportive replies in the
 * language the person writes in, eSpeak NG speech, pocketsphinx English recognition when installed, keyword moderation.
 */
export function createOfflineAiProvider(options: OfflineProviderOptions = {}): AiProvider {
  const recognizer = createPocketsphinxRecognizer({ timeoutMs: 20_000, ...options.recognizer });
  const synthesizer = createOfflineSynthesizer();

  // A wrap-up asks for insights with its week's figures as the user message; a session's summary for
  // the summary and memories; anything else is read as a conversation.
  const insights = (request: ReplyRequest) => {
    if (request.purpose === 'summary') return composeSessionSummary(request.messages, request.language, request.context);
    const source = request.purpose === 'insights' ? wrapUpSourceIn(request.messages) : null;
    return source ? composeWrapUp(source, request.language) : composeInsights(request.messages, request.language);
  };

  const replyText = (request: ReplyRequest): string => {
    switch (request.purpose) {
      case 'chat':
      case 'companion':
        return composeReply(request.messages, request.language, request.context);
      case 'summary':
        return composeSessionSummary(request.messages, request.language, request.context).summary;
      case 'insights':
        return JSON.stringify(insights(request));
    }
  };

  return {
    mode: 'offline',
    transcriptionInput: 'pcm',
    transcribe: ({ speech, ...rest }) => recognizer.transcribe({ pcm: speech.pcm(), sampleRate: SPEECH_PCM_RATE, ...rest }),
    streamReply(request) {
      const conversational = request.purpose === 'chat' || request.purpose === 'companion';
      const language = conversational ? answerLanguage(request) : request.language;
      const unspaced = request.purpose !== 'insights' && languagePacks[language].unspaced;
      return streamWords(replyText({ ...request, language }), { unspaced, signal: request.signal });
    },
    synthesize: (input) => synthesizer.synthesize(input),
    async moderate({ text, signal }) {
      signal.throwIfAborted();
      return moderateOffline(text);
    },
    async completeJson(request) {
      request.signal.throwIfAborted();
      return insights(request);
    },
    sessionNotice: (language) => listeningPacks[language].offlineNotice,
  };
}

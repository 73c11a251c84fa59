import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiNotice } from '@/session/components/ai-notice';
import { clearScreen } from '@/session/clear-screen';
import { CrisisCard } from '@/session/components/crisis-card';
import { EndSessionDialog } from '@/session/components/end-session-dialog';
import { MessageComposer } from '@/session/components/message-composer';
import { SessionNotices } from '@/session/components/session-notices';
import { TranscriptView } from '@/session/components/transcript-view';
import { Card } from '@/components/ui/card';
import type { RealtimeSession, SessionSnapshot } from '@/session/realtime-session';
import type { VoiceCallSnapshot } from '../voice/voice-call';
import { MoodBeforePrompt } from './mood-before-prompt';
import { replyAudio } from './reply-audio';
import { SessionHeader } from './session-header';
import { VoicePanel } from './voice-panel';

/** A running session: header, notices, the conversation, and the voice panel or the text box. */
export function LiveSession({
  session,
  snapshot,
  voice,
  level,
  onInterrupt,
}: {
  session: RealtimeSession;
  snapshot: SessionSnapshot;
  voice: VoiceCallSnapshot;
  level: () => number;
  onInterrupt: () => void;
}) {
  const { t } = useTranslation('session');
  const [ending, setEnding] = useState(false);
  const composer = useRef<HTMLTextAreaElement>(null);
  const text = snapshot.mode === 'text';
  return (
    // The conversation takes what the screen has left, so the message box or the voice panel is in view, on a phone and at 1280x800.
    <div
      className="mx-auto flex h-[calc(100dvh-8.5rem)] max-w-4xl flex-col gap-4"
      data-mode={snapshot.mode}
      data-mic={voice.micOn ? 'on' : 'off'}
    >
      <SessionHeader
        snapshot={snapshot}
        onMode={(mode) => session.setMode(mode)}
        onRename={(title) => session.setDetails({ title })}
        onClear={() => clearScreen(session)}
        onEnd={() => setEnding(true)}
      />
      <AiNotice />
      <SessionNotices connection={snapshot.connection} notice={snapshot.notice} onDismiss={session.dismissNotice} />
      {snapshot.crisis && <CrisisCard crisis={snapshot.crisis} onDismiss={session.dismissCrisis} />}
      <Card className="flex min-h-[20rem] flex-1 flex-col overflow-hidden p-0">
        {snapshot.moodBefore === null && !snapshot.personSpoke && !snapshot.transcript.some((entry) => entry.role === 'user') && (
          <MoodBeforePrompt
            onChoose={(moodBefore) => {
              session.setDetails({ moodBefore });
              // The prompt goes once the mood is saved: the keyboard goes on to the message box.
              composer.current?.focus();
            }}
          />
        )}
        <TranscriptView
          entries={snapshot.transcript}
          thinking={text && snapshot.replyPending}
          onRetry={(key) => session.retry(key)}
          annotate={replyAudio(voice)}
          greeting={text ? t('messages.chatGreeting') : undefined}
          emptyHint={t('live.emptyHint')}
        />
        {text ? (
          <MessageComposer onSend={(message) => session.sendText(message)} pending={snapshot.replyPending} inputRef={composer} />
        ) : (
          <VoicePanel voice={voice} level={level} onInterrupt={onInterrupt} />
        )}
      </Card>
      <EndSessionDialog open={ending} onOpenChange={setEnding} onEnd={(moodAfter) => session.end(moodAfter)} ending={snapshot.ending} />
    </div>
  );
}

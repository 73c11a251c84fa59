import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { AiNotice } from '@/session/components/ai-notice';
import { clearScreen } from '@/session/clear-screen';
import { CrisisCard } from '@/session/components/crisis-card';
import { EndSessionDialog } from '@/session/components/end-session-dialog';
import { LeaveSessionDialog } from '@/session/components/leave-session-dialog';
import { LeftSessionCard } from '@/session/components/left-session-card';
import { SessionRecap } from '@/session/components/session-recap';
import { MessageComposer } from '@/session/components/message-composer';
import { SessionNotices } from '@/session/components/session-notices';
import { TranscriptView } from '@/session/components/transcript-view';
import { useMe } from '@/lib/auth';
import { useLeaveGuard } from '@/session/session-leave-guard';
import { useLeftSessionOffer } from '@/session/session-left-offer';
import { useRealtimeSession } from '@/session/use-realtime-session';
import { ChatToolbar } from '../components/chat-toolbar';

/** /dashboard/chat: a text chat with the companion, replies streaming in as they are written. */
export function Component() {
  const { t } = useTranslation('session');
  const userId = useMe().data?.user.id;
  const { session, snapshot } = useRealtimeSession('chat');
  const left = useLeftSessionOffer('chat', userId, session, snapshot);
  const blocker = useLeaveGuard(session, snapshot, userId);
  const [ending, setEnding] = useState(false);
  const active = snapshot.phase === 'active';
  const offer = left.offer;

  // Once a chat has started (or been continued), typing is what comes next: the message box takes focus.
  const composer = useRef<HTMLTextAreaElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) composer.current?.focus();
    wasActive.current = active;
  }, [active]);

  // Ending a chat closes its panel: the recap stands in its place until another chat starts.
  useEffect(() => {
    if (snapshot.phase === 'ended') setEnding(false);
  }, [snapshot.phase]);

  return (
    // The panel takes what the screen has left under the title and notices, so the message box is in
    // view whatever the notices' length in the person's language, on a phone and at 1280x800.
    <div className="mx-auto flex h-[calc(100dvh-8.5rem)] max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('chat.title')}</h1>
        <p className="mt-1 text-muted">{t('chat.intro')}</p>
      </div>
      <AiNotice />
      {offer.state !== 'none' && (
        <LeftSessionCard offer={offer} onContinue={() => void left.continueIt()} onEnd={left.endIt} onDismiss={left.dismiss} />
      )}
      <SessionNotices connection={snapshot.connection} notice={snapshot.notice ?? snapshot.refusal} onDismiss={session.dismissNotice} />
      {snapshot.crisis && <CrisisCard crisis={snapshot.crisis} onDismiss={session.dismissCrisis} />}
      {snapshot.phase === 'ended' ? (
        <SessionRecap snapshot={snapshot} onAnother={session.reset} anotherLabel={t('chat.another')} />
      ) : (
        <Card className="flex min-h-[20rem] flex-1 flex-col overflow-hidden p-0">
          <ChatToolbar
            snapshot={snapshot}
            onStart={() => session.start({ mode: 'text' })}
            onClear={() => clearScreen(session)}
            onEnd={() => setEnding(true)}
          />
          <TranscriptView
            entries={snapshot.transcript}
            greeting={t('messages.chatGreeting')}
            thinking={snapshot.replyPending}
            onRetry={(key) => session.retry(key)}
          />
          <MessageComposer
            onSend={(text) => session.sendText(text)}
            pending={snapshot.replyPending}
            disabled={!active}
            placeholder={active ? t('composer.placeholder') : t('chat.startFirst')}
            inputRef={composer}
          />
        </Card>
      )}
      <EndSessionDialog open={ending && active} onOpenChange={setEnding} onEnd={(moodAfter) => session.end(moodAfter)} ending={snapshot.ending} />
      <LeaveSessionDialog blocker={blocker} onEnd={(moodAfter) => session.end(moodAfter)} ending={snapshot.ending} />
    </div>
  );
}

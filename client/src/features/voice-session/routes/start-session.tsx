import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { textKey } from '@shared/i18n/text';
import type { SessionMode } from '@shared/protocol/client-messages';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AiNotice } from '@/session/components/ai-notice';
import { LeaveSessionDialog } from '@/session/components/leave-session-dialog';
import { LeftSessionCard } from '@/session/components/left-session-card';
import { SessionRecap } from '@/session/components/session-recap';
import { TranscriptView } from '@/session/components/transcript-view';
import { useMe } from '@/lib/auth';
import { i18n, useSayMessage } from '@/lib/i18n';
import { useLeaveGuard } from '@/session/session-leave-guard';
import { useLeftSessionOffer } from '@/session/session-left-offer';
import { useRealtimeSession } from '@/session/use-realtime-session';
import { LiveSession } from '../components/live-session';
import { ModeChoice } from '../components/mode-choice';
import { replyAudio } from '../components/reply-audio';
import { StartRefused } from '../components/start-refused';
import { useVoiceCall } from '../hooks/use-voice-call';
import { useVoiceUnavailable } from '@/session/use-voice-unavailable';

/** The voice module could not be fetched: a text key, said where it is shown. */
const VOICE_LOAD_FAILED = textKey('session:screen.voiceLoadFailed');

/** /dashboard/start-session: choose voice or text, start, talk, end. */
export function Component() {
  const { t } = useTranslation('session');
  const say = useSayMessage();
  const userId = useMe().data?.user.id;
  const { session, snapshot } = useRealtimeSession('session');
  const voice = useVoiceCall(session);
  const left = useLeftSessionOffer('session', userId, session, snapshot);
  const blocker = useLeaveGuard(session, snapshot, userId);
  const [leftError, setLeftError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  // Switching between voice and text needs voice calls to be on offer.
  const canSwitch = useVoiceUnavailable() === null;

  useEffect(() => {
    const limit = snapshot.limit;
    if (!limit) return;
    const title = i18n.t(limit.reason === 'daily' ? 'session:messages.dailyLimitTitle' : 'session:messages.voiceLimitReached');
    toast.error(title, { description: limit.message });
  }, [snapshot.limit]);

  /** Run from the person's click: the voice module, then the microphone. */
  const prepareVoice = async () => {
    const call = await voice.ready().catch(() => Promise.reject(new Error(VOICE_LOAD_FAILED)));
    await call.start();
  };

  const continueLeft = (mode: SessionMode) => {
    setLeftError(null);
    left.continueIt(mode === 'voice' ? prepareVoice : undefined).catch((error: unknown) => {
      setLeftError(error instanceof Error ? error.message : VOICE_LOAD_FAILED);
    });
  };

  /** Straight from the choice, with the day's title: title and mood can be given once it runs. */
  const start = async (mode: SessionMode) => {
    setStartError(null);
    if (mode === 'voice') {
      setPreparing(true);
      try {
        await prepareVoice();
      } catch (error) {
        setStartError(error instanceof Error ? error.message : VOICE_LOAD_FAILED);
        return;
      } finally {
        setPreparing(false);
      }
    }
    session.start({ mode });
  };

  if (snapshot.phase === 'active') {
    return (
      <>
        <LiveSession
          session={session}
          snapshot={snapshot}
          voice={voice.snapshot}
          level={voice.call?.level ?? (() => 0)}
          onInterrupt={() => voice.call?.interrupt()}
        />
        <LeaveSessionDialog blocker={blocker} onEnd={(moodAfter) => session.end(moodAfter)} ending={snapshot.ending} />
      </>
    );
  }

  if (snapshot.phase === 'ended') {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <SessionRecap snapshot={snapshot} onAnother={session.reset} anotherLabel={t('start.another')} />
        {snapshot.transcript.length > 0 && (
          <Card className="flex max-h-[480px] flex-col overflow-hidden p-0">
            <TranscriptView entries={snapshot.transcript} annotate={replyAudio(voice.snapshot)} />
          </Card>
        )}
      </div>
    );
  }

  const offer = left.offer;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('start.title')}</h1>
        <p className="mt-1 text-muted">{canSwitch ? t('start.introCanSwitch') : t('start.intro')}</p>
      </div>
      <AiNotice />
      {offer.state !== 'none' && (
        <LeftSessionCard
          offer={offer}
          error={leftError && say(leftError)}
          onContinue={() => continueLeft(offer.left.mode)}
          onEnd={left.endIt}
          onDismiss={left.dismiss}
        />
      )}
      {snapshot.refusal && <StartRefused refusal={snapshot.refusal} onTextChat={() => void start('text')} />}
      {startError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
          {say(startError)}
        </p>
      )}
      <ModeChoice onChoose={(mode) => void start(mode)} onVoiceIntent={voice.preload} starting={preparing || snapshot.phase === 'starting'} />
      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="start.soundCheck"
          components={{ soundCheck: <Link to={paths.soundCheck} className="font-medium text-primary underline underline-offset-4" /> }}
        />
      </p>
    </div>
  );
}

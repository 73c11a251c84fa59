import { Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRecordingPlayer } from '../hooks/use-recording-player';

/**
 * Plays the kept recording of what the person said (SPEC: the audio icon when audio_url exists). Its name
 * holds the word it shows and the time it was said, so each button on the page is told apart.
 */
export function RecordingButton({ url, said }: { url: string; said: string }) {
  const { t } = useTranslation('history');
  const { state, toggle } = useRecordingPlayer(url);
  const isPlaying = state === 'playing';
  const icon =
    state === 'loading' ? <Spinner className="h-3.5 w-3.5" /> : isPlaying ? <Square className="h-3.5 w-3.5" aria-hidden /> : <Play className="h-3.5 w-3.5" aria-hidden />;
  return (
    <span className="inline-flex items-center gap-1">
      {/* Never disabled while loading: the button keeps the keyboard focus. */}
      <Button
        variant="ghost"
        size="sm"
        className="h-7 gap-1 px-2 text-xs text-muted hover:text-foreground"
        aria-label={isPlaying ? t('conversation.stopLabel', { time: said }) : t('conversation.listenLabel', { time: said })}
        aria-busy={state === 'loading' || undefined}
        onClick={() => void toggle()}
      >
        {icon}
        <span aria-hidden>{isPlaying ? t('conversation.stop') : t('conversation.listen')}</span>
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-danger">
          {t('messages.recordingFailed')}
        </span>
      )}
    </span>
  );
}

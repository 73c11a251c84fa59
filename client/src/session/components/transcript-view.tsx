import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Transcript, TranscriptEntry } from '@/session/session-transcript';

type DataAttributes = Record<`data-${string}`, string | number>;

/** Who said it, for screen readers: 'You:', 'Companion:'. */
const speaker = (role: TranscriptEntry['role'], t: TFunction<'session'>) => (role === 'user' ? t('transcript.youLabel') : t('transcript.companionLabel'));

const cutBeforeReply = (entry: TranscriptEntry) => entry.role === 'assistant' && entry.status === 'interrupted' && !entry.text;

function Bubble({ entry, onRetry, data }: { entry: TranscriptEntry; onRetry?: (key: string) => void; data?: DataAttributes }) {
  const { t } = useTranslation('session');
  const mine = entry.role === 'user';
  const said = <span className="sr-only">{speaker(entry.role, t)}</span>;
  if (cutBeforeReply(entry)) {
    return (
      <li data-role="assistant" data-status="interrupted" data-turn-id={entry.turnId ?? undefined} className="flex items-start" {...data}>
        {said}
        <span className="rounded-full border border-dashed border-border px-3 py-1 text-xs italic text-muted">{t('transcript.cutBeforeReply')}</span>
      </li>
    );
  }
  return (
    <li
      data-role={entry.role}
      data-status={entry.status}
      data-turn-id={entry.turnId ?? undefined}
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      {...data}
    >
      {said}
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed sm:max-w-[75%]',
          mine ? 'rounded-ee-md bg-primary text-primary-foreground' : 'rounded-es-md bg-slate-100 text-foreground',
          entry.status === 'sending' && 'opacity-70',
          entry.status === 'failed' && 'bg-red-50 text-danger ring-1 ring-red-200',
        )}
      >
        <span translate="no" dir="auto">
          {entry.text}
        </span>
        {entry.status === 'streaming' && <span aria-hidden className="ms-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-middle" />}
      </p>
      {entry.status === 'sending' && <span className="text-xs text-muted">{t('transcript.sending')}</span>}
      {entry.status === 'interrupted' && <span className="text-xs text-muted">{t('transcript.interrupted')}</span>}
      {entry.status === 'failed' && (
        <span className="flex items-center gap-2 text-xs text-danger">
          {t('transcript.notSent')}
          {onRetry && (
            <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => onRetry(entry.key)}>
              {t('transcript.retry')}
            </Button>
          )}
        </span>
      )}
    </li>
  );
}

function Thinking() {
  const { t } = useTranslation('session');
  return (
    <li className="flex items-start" data-role="assistant" data-status="thinking">
      <span className="flex items-center gap-1 rounded-2xl rounded-es-md bg-slate-100 px-4 py-3" aria-label={t('transcript.thinking')}>
        {[0, 150, 300].map((delay) => (
          <span key={delay} aria-hidden className="h-2 w-2 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}

/** The last finished message, for screen readers: streaming text would be read a few words at a time. */
function lastFinished(entries: Transcript, t: TFunction<'session'>): string {
  const last = [...entries].reverse().find((e) => e.status === 'done' || e.status === 'sent' || e.status === 'interrupted');
  if (!last) return '';
  const text = cutBeforeReply(last) ? t('transcript.cutBeforeReply') : last.text;
  return last.role === 'user' ? t('transcript.youSaid', { text }) : t('transcript.companionSaid', { text });
}

/**
 * The conversation as bubbles, newest at the bottom and kept in view. A polite live region reads each
 * finished message once; `greeting` stands in while there are no messages.
 */
export function TranscriptView({
  entries,
  greeting,
  emptyHint,
  thinking = false,
  onRetry,
  annotate,
  className,
}: {
  entries: Transcript;
  greeting?: string;
  /** Shown, muted, while there are no messages and no greeting. */
  emptyHint?: string;
  thinking?: boolean;
  onRetry?: (key: string) => void;
  annotate?: (entry: TranscriptEntry) => DataAttributes | undefined;
  className?: string;
}) {
  const { t } = useTranslation('session');
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries, thinking]);
  const streaming = entries.some((e) => e.status === 'streaming');

  return (
    <div ref={scroller} className={cn('min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6', className)}>
      <ol aria-label={t('transcript.label')} className="flex flex-col gap-4">
        {entries.length === 0 && greeting && (
          <Bubble
            entry={{ key: 'greeting', role: 'assistant', text: greeting, status: 'done', turnId: null, at: 0 }}
            data={{ 'data-greeting': 'true' }}
          />
        )}
        {entries.length === 0 && !greeting && emptyHint && <li className="py-10 text-center text-sm text-muted">{emptyHint}</li>}
        {entries.map((entry) => (
          <Bubble key={entry.key} entry={entry} onRetry={onRetry} data={annotate?.(entry)} />
        ))}
        {thinking && !streaming && <Thinking />}
      </ol>
      <p aria-live="polite" className="sr-only">
        {lastFinished(entries, t)}
      </p>
    </div>
  );
}

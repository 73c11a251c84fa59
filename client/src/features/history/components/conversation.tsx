import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionMessage } from '@shared/api/sessions';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/use-format';
import { RecordingButton } from './recording-button';

/** The session's messages as chat bubbles: the person's at the end of the line (right in English), the companion's at the start. */
export function Conversation({ messages }: { messages: readonly SessionMessage[] }) {
  const { t } = useTranslation('history');
  return (
    <Card className="p-5">
      <CardTitle>{t('conversation.title')}</CardTitle>
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('detail.nothingSaid')}</p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label={t('conversation.title')}>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function Bubble({ message }: { message: SessionMessage }) {
  const { t } = useTranslation('history');
  const format = useFormat();
  const mine = message.role === 'user';
  if (message.interrupted && !message.content) {
    return (
      <li className="flex items-start" data-role={message.role} data-status="interrupted">
        <span className="rounded-full border border-dashed border-border px-3 py-1 text-xs italic text-muted">{t('conversation.cutBeforeReply')}</span>
      </li>
    );
  }
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-role={message.role}>
      <span className="mb-1 flex items-center gap-1.5 text-xs text-muted">
        {mine ? t('conversation.you') : t('conversation.assistant')}
        <span aria-hidden>·</span>
        <time dateTime={message.createdAt}>{format.clockTime(message.createdAt)}</time>
        {message.spoken && <Volume2 className="h-3.5 w-3.5" role="img" aria-label={t('conversation.spoken')} />}
        {mine && message.audioUrl && <RecordingButton url={message.audioUrl} said={format.clockTime(message.createdAt)} />}
      </span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm sm:max-w-[75%]',
          mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-slate-100 text-foreground',
        )}
      >
        <span translate="no" dir="auto">
          {message.content}
        </span>
        {message.interrupted && <span className="ms-1 italic opacity-75">{t('conversation.cutShort')}</span>}
      </p>
    </li>
  );
}

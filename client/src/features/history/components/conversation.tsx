import { Volume2 } from 'lucide-react';
import type { SessionMessage } from '@shared/api/sessions';
import { formatClockTime } from '@shared/format';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { cutBeforeReplyText } from '@/session/session-transcript';
import { RecordingButton } from './recording-button';

/** The session's messages as chat bubbles: the person's on the right, the companion's on the left. */
export function Conversation({ messages }: { messages: readonly SessionMessage[] }) {
  return (
    <Card className="p-5">
      <CardTitle>Conversation</CardTitle>
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing was said in this session.</p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label="Conversation">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function Bubble({ message }: { message: SessionMessage }) {
  const mine = message.role === 'user';
  if (message.interrupted && !message.content) {
    return (
      <li className="flex items-start" data-role={message.role} data-status="interrupted">
        <span className="rounded-full border border-dashed border-border px-3 py-1 text-xs italic text-muted">{cutBeforeReplyText}</span>
      </li>
    );
  }
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-role={message.role}>
      <span className="mb-1 flex items-center gap-1.5 text-xs text-muted">
        {mine ? 'You' : 'AI Assistant'}
        <span aria-hidden>·</span>
        <time dateTime={message.createdAt}>{formatClockTime(message.createdAt)}</time>
        {message.spoken && <Volume2 className="h-3.5 w-3.5" role="img" aria-label="Spoken aloud" />}
        {mine && message.audioUrl && <RecordingButton url={message.audioUrl} said={formatClockTime(message.createdAt)} />}
      </span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-slate-100 text-foreground',
        )}
      >
        {message.content}
        {message.interrupted && <span className="ml-1 italic opacity-75">(cut short)</span>}
      </p>
    </li>
  );
}

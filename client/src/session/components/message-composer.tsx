import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { MAX_TEXT_MESSAGE_CHARS } from '@shared/protocol/version';

/**
 * The text box under a chat: Enter sends, Shift+Enter starts a new line. Sending is blocked while the
 * text is blank or a reply is pending; the text is cleared only once the message is accepted.
 */
export function MessageComposer({
  onSend,
  pending,
  disabled = false,
  placeholder,
  inputRef,
}: {
  onSend: (text: string) => boolean;
  pending: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The text box, for a screen that hands the keyboard back to it. */
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('session');
  const id = useId();
  const [text, setText] = useState('');
  const blocked = disabled || pending || text.trim() === '';

  const submit = () => {
    if (blocked) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border bg-surface p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <Textarea
        ref={inputRef}
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? t('composer.placeholder')}
        disabled={disabled}
        maxLength={MAX_TEXT_MESSAGE_CHARS}
        rows={2}
        aria-describedby={`${id}-hint`}
        className="max-h-40 min-h-12 resize-none"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('composer.hint')}
      </span>
      <Button type="submit" disabled={blocked} aria-label={t('composer.send')} className="h-12 shrink-0 px-4">
        <SendHorizontal className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        <span className="hidden sm:inline">{t('composer.send')}</span>
      </Button>
    </form>
  );
}

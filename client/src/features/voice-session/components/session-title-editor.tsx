import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Pencil, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The session's title, renamed in place while it runs (it starts with the day's default). */
export function SessionTitleEditor({ title, onRename }: { title: string; onRename: (title: string) => void }) {
  const { t } = useTranslation('session');
  const [draft, setDraft] = useState<string | null>(null);
  // Back from editing, focus returns to the rename button (never on first showing).
  const [edited, setEdited] = useState(false);
  const close = () => {
    setDraft(null);
    setEdited(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = draft?.trim();
    if (next && next !== title) onRename(next);
    close();
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h1 className="truncate text-lg font-semibold" data-testid="session-title" translate="no">
          {title}
        </h1>
        <button
          type="button"
          onClick={() => setDraft(title)}
          className="shrink-0 rounded-lg p-1.5 text-muted hover:bg-slate-100 hover:text-foreground"
          aria-label={t('live.rename')}
          // Focus only when editing ends, so the keyboard stays in place.
          autoFocus={edited}
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="flex min-w-0 items-center gap-1" aria-label={t('live.rename')}>
      <Input
        value={draft}
        maxLength={200}
        autoFocus
        aria-label={t('live.titleLabel')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        className="h-9 min-w-0"
      />
      <Button type="submit" size="sm" variant="secondary" aria-label={t('live.saveTitle')}>
        <Check className="h-4 w-4" aria-hidden />
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={close} aria-label={t('live.cancelRename')}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </form>
  );
}

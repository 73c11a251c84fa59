import type { ReactNode } from 'react';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';
import type { JournalEntry } from '../storage/journal-storage';

/** The saved reflections, newest first; each opens to its answers and can be deleted. `keeping` says where they are kept. */
export function JournalEntries({ entries, onDelete, keeping }: { entries: JournalEntry[]; onDelete: (id: string) => void; keeping: ReactNode }) {
  const { t } = useTranslation('selfcare');
  const format = useFormat();
  return (
    <Card>
      <CardTitle>{t('journal.entries.title')}</CardTitle>
      {keeping}
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-muted">{t('journal.entries.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('journal.entries.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-border" data-testid="journal-entry">
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium text-foreground" translate="no">
                      {entry.title}
                    </span>
                    <span className="mt-0.5 block text-xs text-muted">
                      {t('journal.entries.meta', { date: format.longDate(entry.date), time: format.clockTime(entry.date), count: entry.responses.length })}
                    </span>
                  </span>
                  <ChevronDown className="mt-1 h-4 w-4 shrink-0 text-muted motion-safe:transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <div className="space-y-3 border-t border-border px-4 py-3">
                  {/* Each answer under the words of the prompt it was written for, in the language it was written in. */}
                  {entry.responses.map((response) => (
                    <div key={response.prompt}>
                      <p className="text-sm font-medium text-foreground" translate="no">
                        {response.prompt}
                      </p>
                      <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-700" translate="no">
                        {response.response}
                      </p>
                    </div>
                  ))}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger hover:bg-red-50"
                    aria-label={t('journal.entries.deleteNamed', { title: entry.title })}
                    onClick={() => onDelete(entry.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                    {t('journal.entries.delete')}
                  </Button>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

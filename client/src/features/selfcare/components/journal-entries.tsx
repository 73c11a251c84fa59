import type { ReactNode } from 'react';
import { ChevronDown, Trash2 } from 'lucide-react';
import { formatClockTime, formatLongDate } from '@shared/format';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { JournalEntry } from '../storage/journal-storage';

/** The saved reflections, newest first; each opens to its answers and can be deleted. `keeping` says where they are kept. */
export function JournalEntries({ entries, onDelete, keeping }: { entries: JournalEntry[]; onDelete: (id: string) => void; keeping: ReactNode }) {
  return (
    <Card>
      <CardTitle>Your reflections</CardTitle>
      {keeping}
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-muted">No saved reflections yet.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Saved reflections">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-border" data-testid="journal-entry">
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium text-foreground">{entry.title}</span>
                    <span className="mt-0.5 block text-xs text-muted">
                      {formatLongDate(entry.date)} · {formatClockTime(entry.date)} · {entry.responses.length}{' '}
                      {entry.responses.length === 1 ? 'answer' : 'answers'}
                    </span>
                  </span>
                  <ChevronDown className="mt-1 h-4 w-4 shrink-0 text-muted motion-safe:transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <div className="space-y-3 border-t border-border px-4 py-3">
                  {entry.responses.map((response) => (
                    <div key={response.prompt}>
                      <p className="text-sm font-medium text-foreground">{response.prompt}</p>
                      <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-700">{response.response}</p>
                    </div>
                  ))}
                  <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" onClick={() => onDelete(entry.id)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Delete<span className="sr-only"> {entry.title}</span>
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

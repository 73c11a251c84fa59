import { useTranslation } from 'react-i18next';
import { Brain, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useDeleteMemories, useMemories } from '../lib/use-memories';
import { DeleteAllMemoriesButton } from './delete-all-memories-button';

/** The long-term memories the companion carries into sessions, each deletable, or all at once. */
export function MemoriesCard() {
  const { t } = useTranslation('settings');
  const memories = useMemories();
  const remove = useDeleteMemories();
  const list = memories.data?.memories ?? [];

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="memories-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle id="memories-title">{t('memories.title')}</CardTitle>
          <CardDescription>{t('memories.description')}</CardDescription>
        </div>
        {list.length > 0 && <DeleteAllMemoriesButton count={list.length} />}
      </div>

      <div className="mt-5">
        {memories.isPending ? (
          <div aria-busy="true" aria-label={t('memories.loading')} className="space-y-2" data-testid="memories-loading">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        ) : memories.isError ? (
          <div role="alert" className="rounded-lg border border-border p-4 text-center">
            <p className="text-sm font-medium">{t('privacyMessages.memoriesFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void memories.refetch()}>
              {t('memories.tryAgain')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-border p-6 text-center">
            <Brain className="h-8 w-8 text-muted" aria-hidden />
            <p className="mt-2 text-sm font-medium">{t('memories.emptyTitle')}</p>
            <p className="mt-1 text-sm text-muted">{t('memories.emptyBody')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('memories.listLabel')}>
            {list.map((memory) => (
              <li key={memory.id} className="flex items-center gap-3 px-4 py-2.5">
                <span className="min-w-0 flex-1 break-words text-sm" translate="no">
                  {memory.fact}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-muted hover:text-danger"
                  aria-label={t('memories.deleteOne', { fact: memory.fact })}
                  loading={remove.isPending && remove.variables === memory.id}
                  onClick={() => remove.mutate(memory.id)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

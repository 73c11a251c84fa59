import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth';
import { useFormat } from '@/lib/use-format';
import { journalPromptIds } from '../content/journal-prompts';
import { useJournal } from '../hooks/use-journal';
import { isJournalEmpty, journalFormReducer, newJournalForm } from '../machines/journal-form';
import { JournalEntries } from './journal-entries';
import { JournalFormCard } from './journal-form-card';
import { JournalKeeping } from './journal-keeping';

/** Ten prompts answered one at a time, saved on this device or with the account, with the saved entries beside them. */
export function ReflectionJournal() {
  const { data: me } = useMe();
  if (!me) return null;
  return <Journal userId={me.user.id} />;
}

function Journal({ userId }: { userId: string }) {
  const { t } = useTranslation('selfcare');
  const format = useFormat();
  // The prompts in the page's language: an entry keeps these words, whatever language it is read in later.
  const journalPrompts = journalPromptIds.map((prompt) => t(`journal.prompts.${prompt}`));
  const defaultTitle = (date: Date) => t('journal.defaultTitle', { date: format.longDate(date) });
  const [form, dispatch] = useReducer(journalFormReducer, undefined, () => newJournalForm(journalPrompts.length, defaultTitle(new Date())));
  const [saving, setSaving] = useState(false);
  const journal = useJournal(userId);

  const save = async () => {
    if (isJournalEmpty(form.answers)) {
      toast.error(t('journal.save.emptyTitle'), { description: t('messages.empty') });
      return;
    }
    const date = new Date();
    setSaving(true);
    const failure = await journal.save({
      id: crypto.randomUUID(),
      title: form.title.trim() || defaultTitle(date),
      date,
      prompts: journalPrompts,
      answers: form.answers,
    });
    setSaving(false);
    if (failure) {
      toast.error(t('journal.save.failedTitle'), { description: t('journal.save.failedBody', { reason: failure }) });
      return;
    }
    toast.success(t('journal.save.savedTitle'), {
      description: journal.keptWithAccount ? t('journal.save.savedWithAccount') : t('journal.save.savedOnDevice'),
    });
    dispatch({ type: 'reset', title: defaultTitle(new Date()) });
  };

  const remove = async (id: string) => {
    const entry = journal.entries.find((e) => e.id === id);
    if (!entry) return;
    const failure = await journal.remove(id);
    if (failure) {
      toast.error(t('journal.remove.failed'), { description: failure });
      return;
    }
    toast(t('journal.remove.deleted'), { action: { label: t('journal.remove.undo'), onClick: () => void undo(entry) } });
  };

  const undo = async (entry: (typeof journal.entries)[number]) => {
    const failure = await journal.restore(entry);
    if (failure) toast.error(t('journal.remove.restoreFailed'), { description: failure, action: { label: t('journal.remove.tryAgain'), onClick: () => void undo(entry) } });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        {/* Saving waits for where the journal is kept: an entry must not land on the device while it is with the account. */}
        <JournalFormCard
          form={form}
          prompts={journalPrompts}
          dispatch={dispatch}
          onSave={() => void save()}
          saving={saving}
          canSave={journal.status === 'ready'}
        />
      </div>
      <div className="min-w-0 lg:col-span-2">
        {journal.status === 'ready' ? (
          <JournalEntries
            entries={journal.entries}
            onDelete={(id) => void remove(id)}
            keeping={
              <JournalKeeping
                keptWithAccount={journal.keptWithAccount}
                count={journal.entries.length}
                onThisDeviceOnly={journal.onThisDeviceOnly}
                onMove={() => (journal.keptWithAccount ? journal.moveToDevice() : journal.moveToAccount())}
                onAddFromDevice={() => journal.moveToAccount()}
              />
            }
          />
        ) : (
          <Card className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted" aria-live="polite">
            {journal.status === 'loading' ? (
              <>
                <Spinner />
                {t('journal.load.loading')}
              </>
            ) : (
              <>
                {t('journal.load.failed')}
                <Button variant="secondary" size="sm" onClick={journal.retry}>
                  {t('journal.load.tryAgain')}
                </Button>
              </>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}

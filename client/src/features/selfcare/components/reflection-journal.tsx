import { useReducer, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth';
import { journalPrompts } from '../content/journal-prompts';
import { useJournal } from '../hooks/use-journal';
import { defaultJournalTitle, isJournalEmpty, journalFormReducer, newJournalForm } from '../machines/journal-form';
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
  const [form, dispatch] = useReducer(journalFormReducer, undefined, () => newJournalForm(journalPrompts.length, new Date()));
  const [saving, setSaving] = useState(false);
  const journal = useJournal(userId);

  const save = async () => {
    if (isJournalEmpty(form.answers)) {
      toast.error("Can't save empty journal", { description: 'Please answer at least one prompt before saving.' });
      return;
    }
    const date = new Date();
    setSaving(true);
    const failure = await journal.save({
      id: crypto.randomUUID(),
      title: form.title.trim() || defaultJournalTitle(date),
      date,
      prompts: journalPrompts,
      answers: form.answers,
    });
    setSaving(false);
    if (failure) {
      toast.error('Journal not saved', { description: `${failure} What you wrote is still here.` });
      return;
    }
    const where = journal.keptWithAccount ? 'kept with your account, encrypted at rest' : 'kept on this device only';
    toast.success('Journal saved', { description: `Your reflection is ${where}.` });
    dispatch({ type: 'reset', date: new Date() });
  };

  const remove = async (id: string) => {
    const entry = journal.entries.find((e) => e.id === id);
    if (!entry) return;
    const failure = await journal.remove(id);
    if (failure) {
      toast.error('Entry not deleted', { description: failure });
      return;
    }
    toast('Entry deleted', { action: { label: 'Undo', onClick: () => void undo(entry) } });
  };

  const undo = async (entry: (typeof journal.entries)[number]) => {
    const failure = await journal.restore(entry);
    if (failure) toast.error('Entry not restored', { description: failure, action: { label: 'Try again', onClick: () => void undo(entry) } });
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
                Loading your reflections…
              </>
            ) : (
              <>
                We could not load your reflections.
                <Button variant="secondary" size="sm" onClick={journal.retry}>
                  Try again
                </Button>
              </>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}

import { useReducer } from 'react';
import { toast } from 'sonner';
import { useMe } from '@/lib/auth';
import { journalPrompts } from '../content/journal-prompts';
import { useJournal } from '../hooks/use-journal';
import { defaultJournalTitle, isJournalEmpty, journalFormReducer, newJournalForm } from '../machines/journal-form';
import { JournalEntries } from './journal-entries';
import { JournalFormCard } from './journal-form-card';

/** Ten prompts answered one at a time, saved to this device only, with the saved entries below. */
export function ReflectionJournal() {
  const { data: me } = useMe();
  if (!me) return null;
  return <Journal userId={me.user.id} />;
}

function Journal({ userId }: { userId: string }) {
  const [form, dispatch] = useReducer(journalFormReducer, undefined, () => newJournalForm(journalPrompts.length, new Date()));
  const journal = useJournal(userId);

  const save = () => {
    if (isJournalEmpty(form.answers)) {
      toast.error("Can't save empty journal", { description: 'Please answer at least one prompt before saving.' });
      return;
    }
    const date = new Date();
    const saved = journal.save({
      id: crypto.randomUUID(),
      title: form.title.trim() || defaultJournalTitle(date),
      date,
      prompts: journalPrompts,
      answers: form.answers,
    });
    if (!saved) {
      toast.error('Journal not saved', { description: 'This browser would not let us store it. Check that site storage is allowed.' });
      return;
    }
    toast.success('Journal saved', { description: 'Your reflection is kept on this device only.' });
    dispatch({ type: 'reset', date: new Date() });
  };

  const remove = (id: string) => {
    const entry = journal.entries.find((e) => e.id === id);
    if (!entry || !journal.remove(id)) return;
    toast('Entry deleted', { action: { label: 'Undo', onClick: () => void journal.restore(entry) } });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        <JournalFormCard form={form} prompts={journalPrompts} dispatch={dispatch} onSave={save} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <JournalEntries entries={journal.entries} onDelete={remove} />
      </div>
    </div>
  );
}

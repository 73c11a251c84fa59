import { useState } from 'react';
import { Cloud, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { JournalFailure } from '../hooks/use-journal';

/** "Your reflection moves", "Your 2 reflections move": the subject and verb agree with the count. */
const yours = (count: number, one: string, many: string) => (count === 1 ? `Your reflection ${one}` : `Your ${count} reflections ${many}`);
const withAccount = 'encrypted, on every device you sign in on, in your data download, and deleted with your account';

const moves = {
  toAccount: {
    title: 'Keep your journal with your account?',
    description: (count: number) =>
      count === 0
        ? `From now on your reflections are kept with your account: ${withAccount}.`
        : `${yours(count, 'moves', 'move')} from this browser to your account: ${withAccount}. This browser keeps no copy.`,
    confirm: 'Move to my account',
    done: 'Your journal is now kept with your account',
  },
  toDevice: {
    title: 'Keep your journal on this device only?',
    description: (count: number) =>
      `${count === 0 ? 'From now on your reflections are saved in this browser only' : `${yours(count, 'is', 'are')} saved in this browser, then deleted from your account`}. Other devices will no longer show them, your data download will not include them, and clearing this browser's data deletes them.`,
    confirm: 'Move to this device',
    done: 'Your journal is now kept on this device only',
  },
} as const;

/** Where the journal is kept, and the way to move it to the account or back to this device. */
export function JournalKeeping({
  keptWithAccount,
  count,
  onMove,
}: {
  keptWithAccount: boolean;
  count: number;
  onMove: () => Promise<JournalFailure | null>;
}) {
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const move = keptWithAccount ? moves.toDevice : moves.toAccount;
  const Icon = keptWithAccount ? Cloud : Lock;

  const confirm = async () => {
    setMoving(true);
    const failure = await onMove();
    setMoving(false);
    if (failure === 'storage') {
      toast.error('Journal not moved', { description: 'This browser would not let us store it. Check that site storage is allowed.' });
      return;
    }
    if (failure) {
      toast.error('Journal not moved', { description: 'Nothing was changed. Please try again.' });
      return;
    }
    setOpen(false);
    toast.success(move.done);
  };

  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <p className="flex items-center gap-1.5" data-testid="journal-kept">
        <Icon className="h-3.5 w-3.5" aria-hidden />
        {keptWithAccount ? 'Kept with your account, encrypted' : 'Saved on this device only'}
      </p>
      <Button variant="link" size="sm" className="h-auto px-0 py-1" onClick={() => setOpen(true)}>
        {keptWithAccount ? 'Keep on this device instead' : 'Keep with my account instead'}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !moving && setOpen(next)} title={move.title} description={move.description(count)}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={moving}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={moving}>
            {move.confirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

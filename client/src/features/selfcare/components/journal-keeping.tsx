import { useState } from 'react';
import { Cloud, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { JournalOutcome } from '../hooks/use-journal';

/** "Your reflection moves", "Your 2 reflections move": the subject and verb agree with the count. */
const yours = (count: number, one: string, many: string) => (count === 1 ? `Your reflection ${one}` : `Your ${count} reflections ${many}`);
const withAccount = 'encrypted at rest, on every device you sign in on, in your data download, and deleted with your account';

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

/**
 * Where the journal is kept, and the way to move it to the account or back to this device; while it is
 * with the account, entries still on this device (saved here before another device moved it) can join.
 */
export function JournalKeeping({
  keptWithAccount,
  count,
  onThisDeviceOnly,
  onMove,
  onAddFromDevice,
}: {
  keptWithAccount: boolean;
  count: number;
  onThisDeviceOnly: number;
  onMove: () => Promise<JournalOutcome>;
  onAddFromDevice: () => Promise<JournalOutcome>;
}) {
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const move = keptWithAccount ? moves.toDevice : moves.toAccount;
  const Icon = keptWithAccount ? Cloud : Lock;

  const run = async (change: () => Promise<JournalOutcome>, done: string) => {
    setMoving(true);
    const failure = await change();
    setMoving(false);
    if (failure) {
      toast.error('Journal not moved', { description: failure });
      return;
    }
    setOpen(false);
    toast.success(done);
  };

  return (
    <div className="mt-1 text-sm text-muted">
      <div className="flex flex-wrap items-center gap-x-2">
        <p className="flex items-center gap-1.5" data-testid="journal-kept">
          <Icon className="h-3.5 w-3.5" aria-hidden />
          {keptWithAccount ? 'Kept with your account, encrypted at rest' : 'Saved on this device only'}
        </p>
        <Button variant="link" size="sm" className="h-auto min-h-8 px-0 py-1" onClick={() => setOpen(true)}>
          {keptWithAccount ? 'Keep on this device instead' : 'Keep with my account instead'}
        </Button>
      </div>
      {onThisDeviceOnly > 0 && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900" data-testid="journal-device-only">
          {onThisDeviceOnly === 1 ? '1 reflection is' : `${onThisDeviceOnly} reflections are`} still only on this device.{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-0 text-amber-900 underline"
            loading={moving}
            onClick={() => void run(onAddFromDevice, 'Added to your account')}
          >
            Add {onThisDeviceOnly === 1 ? 'it' : 'them'} to your account
          </Button>
        </p>
      )}
      <Dialog open={open} onOpenChange={(next) => !moving && setOpen(next)} title={move.title} description={move.description(count)}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={moving}>
            Cancel
          </Button>
          <Button onClick={() => void run(onMove, move.done)} loading={moving}>
            {move.confirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

import { useState } from 'react';
import { Cloud, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { JournalOutcome } from '../hooks/use-journal';

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
  const { t } = useTranslation('selfcare');
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  // The dialog's texts: `journal.keeping.toDevice.*` or `journal.keeping.toAccount.*`.
  const move = keptWithAccount ? 'toDevice' : 'toAccount';
  const description =
    count === 0 ? t(`journal.keeping.${move}.descriptionNone`) : t(`journal.keeping.${move}.description`, { count });
  const Icon = keptWithAccount ? Cloud : Lock;

  const run = async (change: () => Promise<JournalOutcome>, done: string) => {
    setMoving(true);
    const failure = await change();
    setMoving(false);
    if (failure) {
      toast.error(t('journal.keeping.notMoved'), { description: failure });
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
          {keptWithAccount ? t('journal.keeping.withAccount') : t('journal.keeping.onDevice')}
        </p>
        <Button variant="link" size="sm" className="h-auto min-h-8 px-0 py-1" onClick={() => setOpen(true)}>
          {keptWithAccount ? t('journal.keeping.switchToDevice') : t('journal.keeping.switchToAccount')}
        </Button>
      </div>
      {onThisDeviceOnly > 0 && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900" data-testid="journal-device-only">
          {t('journal.keeping.deviceOnly', { count: onThisDeviceOnly })}{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-0 text-amber-900 underline"
            loading={moving}
            onClick={() => void run(onAddFromDevice, t('journal.keeping.added'))}
          >
            {t('journal.keeping.addFromDevice', { count: onThisDeviceOnly })}
          </Button>
        </p>
      )}
      <Dialog open={open} onOpenChange={(next) => !moving && setOpen(next)} title={t(`journal.keeping.${move}.title`)} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={moving}>
            {t('journal.keeping.cancel')}
          </Button>
          <Button onClick={() => void run(onMove, t(`journal.keeping.${move}.done`))} loading={moving}>
            {t(`journal.keeping.${move}.confirm`)}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

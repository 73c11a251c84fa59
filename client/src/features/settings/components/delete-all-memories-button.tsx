import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteMemories } from '../lib/use-memories';

/** 'Delete all', which asks first. */
export function DeleteAllMemoriesButton({ count }: { count: number }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const remove = useDeleteMemories();
  const confirm = () => remove.mutate(undefined, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button variant="secondary" size="sm" className="shrink-0 self-start" onClick={() => setOpen(true)}>
        {t('memories.deleteAll')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title={t('memories.deleteAllTitle')}
        description={t('memories.deleteAllBody', { count })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('memories.deleteAllConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

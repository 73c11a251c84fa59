import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useDeleteSession } from '../hooks/use-delete-session';

/** A delete button that asks first; the session and its messages are gone once confirmed. */
export function DeleteSessionButton({
  sessionId,
  title,
  onDeleted,
  withLabel = false,
  className,
}: {
  sessionId: string;
  title: string;
  onDeleted?: () => void;
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const remove = useDeleteSession(onDeleted);

  const confirm = () => remove.mutate(sessionId, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button
        variant={withLabel ? 'secondary' : 'ghost'}
        size={withLabel ? 'md' : 'icon'}
        aria-label={withLabel ? undefined : t('delete.buttonLabel', { title })}
        className={cn(!withLabel && 'text-muted hover:text-danger', className)}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {withLabel && t('delete.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title={t('delete.title')}
        description={t('delete.description', { title })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

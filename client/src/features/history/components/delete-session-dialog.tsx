import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const remove = useDeleteSession(onDeleted);

  const confirm = () => remove.mutate(sessionId, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button
        variant={withLabel ? 'secondary' : 'ghost'}
        size={withLabel ? 'md' : 'icon'}
        aria-label={withLabel ? undefined : `Delete ${title}`}
        className={cn(!withLabel && 'text-muted hover:text-danger', className)}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {withLabel && 'Delete'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete this session?"
        description={`"${title}" and everything said in it will be deleted for good. This cannot be undone. What the companion remembers about you is kept.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            Delete Session
          </Button>
        </div>
      </Dialog>
    </>
  );
}

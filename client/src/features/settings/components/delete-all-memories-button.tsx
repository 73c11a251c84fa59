import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteMemories } from '../lib/use-memories';

/** 'Delete all', which asks first. */
export function DeleteAllMemoriesButton({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMemories();
  const confirm = () => remove.mutate(undefined, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button variant="secondary" size="sm" className="shrink-0 self-start" onClick={() => setOpen(true)}>
        Delete all
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete all memories?"
        description={`The companion will forget all ${count} ${count === 1 ? 'thing' : 'things'} it remembers about you. Your sessions are kept. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            Delete All Memories
          </Button>
        </div>
      </Dialog>
    </>
  );
}

import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent', className)} />
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-primary">
      <Spinner className="h-10 w-10" />
    </div>
  );
}

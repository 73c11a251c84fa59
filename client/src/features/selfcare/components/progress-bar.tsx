import { cn } from '@/lib/cn';

/** A thin bar for how far through a step or phase the timer is; the numbers beside it carry the meaning. */
export function ProgressBar({ value, className }: { value: number; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;
  return (
    <div aria-hidden className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}>
      <div className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-300 motion-safe:ease-linear" style={{ width: `${percent}%` }} />
    </div>
  );
}

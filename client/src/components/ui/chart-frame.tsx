import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A chart's frame, its size fixed by `className` so nothing moves when the chart arrives. The chart
 * (lazy: the charting code is the largest the app has) is drawn once the frame nears the screen.
 */
export function ChartFrame({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '200px');
  const placeholder = <div className="h-full animate-pulse rounded-xl bg-slate-50" />;
  return (
    <div ref={frame} className={className} role="img" aria-label={label}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

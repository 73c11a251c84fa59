import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideBlockOf } from '@shared/api/guides';
import { cn } from '@/lib/cn';

// Top left to bottom right: do first, schedule, delegate, drop.
const tones = [
  'border-rose-200 bg-rose-50',
  'border-sky-200 bg-sky-50',
  'border-amber-200 bg-amber-50',
  'border-slate-200 bg-slate-50',
] as const;

/** The 2x2 grid with its axes on wide screens; on a phone the quadrants stack, each naming its axes. */
export function EisenhowerMatrix({ block }: { block: GuideBlockOf<'matrix'> }) {
  const { t } = useTranslation('guides');
  const { columns, rows, quadrants } = block;
  return (
    <figure aria-label={t('blocks.matrixLabel')} data-testid="eisenhower-matrix" className="grid gap-3 sm:grid-cols-[auto_1fr_1fr]">
      <div className="hidden sm:block" />
      {columns.map((column) => (
        <div key={column} aria-hidden className="hidden text-center text-xs font-semibold uppercase tracking-wide text-muted sm:block rtl:tracking-normal">
          {column}
        </div>
      ))}
      {rows.map((row, r) => (
        <Fragment key={row}>
          <div aria-hidden className="hidden items-center justify-center sm:flex">
            <span className="rotate-180 text-xs font-semibold uppercase tracking-wide text-muted [text-orientation:sideways] [writing-mode:vertical-rl] rtl:tracking-normal">{row}</span>
          </div>
          {columns.map((column, c) => {
            const quadrant = quadrants[r * 2 + c];
            if (!quadrant) return null;
            return (
              <section key={column} className={cn('min-w-0 rounded-xl border p-4', tones[(r * 2 + c) % tones.length])} data-testid="matrix-quadrant">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600 sm:sr-only rtl:tracking-normal">
                  {column} · {row}
                </p>
                <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 sm:mt-0">
                  <h3 className="font-semibold text-foreground">{quadrant.title}</h3>
                  <span className="text-xs font-medium text-slate-700">{quadrant.action}</span>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{quadrant.text}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {quadrant.examples.map((example) => (
                    <li key={example} className="flex gap-2">
                      <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
                      {example}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </Fragment>
      ))}
    </figure>
  );
}

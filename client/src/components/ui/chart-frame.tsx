import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/** A chart's figures as a table, for whoever cannot see the chart (read by screen readers, not shown). */
export interface ChartTable {
  caption: string;
  /** The heading of the first column (the days), then of each figure. */
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}

/**
 * A chart's frame, its size fixed by `className` so nothing moves when the chart arrives. The chart
 * (lazy: the charting code is the largest the app has) is drawn once the frame nears the screen. To a
 * screen reader the chart is its table: the picture is hidden from it, named once by the table's caption.
 */
export function ChartFrame({ table, className, children }: { table: ChartTable; className: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '200px');
  const placeholder = <div className="h-full animate-pulse rounded-xl bg-slate-50" />;
  return (
    <>
      <div ref={frame} className={className} aria-hidden data-testid="chart">
        {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
      {/* Hidden by its wrapper: a table keeps its content's width whatever its own, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i + 1] ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

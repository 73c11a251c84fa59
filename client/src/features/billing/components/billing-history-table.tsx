import type { BillingHistoryResponse } from '@shared/api/billing';
import { formatLongDate } from '@shared/format';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatAmount } from '../content/plan-copy';

const highlighted = new Set(['Paid', 'Active']);

/** Date, Description, Amount, Status; Paid and Active stand out. A table from 640 px, a card a payment below. */
export function BillingHistoryTable({
  history,
  failed,
  onRetry,
}: {
  history: BillingHistoryResponse['history'] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Billing history</CardTitle>
      {failed && !history ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>We could not load your billing history.</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !history ? (
        <div className="mt-4 h-20 animate-pulse rounded-xl bg-slate-50" aria-hidden />
      ) : history.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No payments yet.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-border text-sm sm:hidden" aria-label="Payments" data-testid="billing-history-cards">
            {history.map((row, i) => (
              <li key={`${row.date}-${i}`} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium">{row.description}</span>
                  <StatusBadge status={row.status} />
                </div>
                <p className="mt-1 text-muted">
                  {formatLongDate(row.date)} · <span className="text-foreground">{formatAmount(row.amountCents, row.currency)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="text-muted">
                <tr>
                  {['Date', 'Description', 'Amount', 'Status'].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {history.map((row, i) => (
                  <tr key={`${row.date}-${i}`}>
                    <td className="py-2.5 pr-4 whitespace-nowrap">{formatLongDate(row.date)}</td>
                    <td className="py-2.5 pr-4">{row.description}</td>
                    <td className="py-2.5 pr-4 whitespace-nowrap">{formatAmount(row.amountCents, row.currency)}</td>
                    <td className="py-2.5">
                      <StatusBadge status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        highlighted.has(status) ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {status}
    </span>
  );
}

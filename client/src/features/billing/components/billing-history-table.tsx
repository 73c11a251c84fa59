import { useTranslation } from 'react-i18next';
import type { BillingHistoryResponse } from '@shared/api/billing';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { formatAmount, paymentPlan } from '../content/plan-copy';

const highlighted = new Set(['Paid', 'Active']);
const statuses = ['Paid', 'Active', 'Refunded', 'Failed', 'Open'] as const;
type KnownStatus = (typeof statuses)[number];
const isKnownStatus = (status: string): status is KnownStatus => (statuses as readonly string[]).includes(status);

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
  const { t } = useTranslation(['billing', 'common']);
  const format = useFormat();
  const language = currentLanguage();
  // Our own plans' payments are said in the reader's language; a provider's own wording stays as it came.
  const describe = (description: string) => {
    const named = paymentPlan(description);
    if (!named) return description;
    const plan = t(`common:planNames.${named.plan}`);
    return named.renewal ? t('history.renewal', { plan }) : plan;
  };
  const amount = (row: BillingHistoryResponse['history'][number]) => formatAmount(row.amountCents, language, row.currency);
  const headings = [t('history.date'), t('history.description'), t('history.amount'), t('history.status')];
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('history.title')}</CardTitle>
      {failed && !history ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>{t('history.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('history.tryAgain')}
          </Button>
        </div>
      ) : !history ? (
        <div className="mt-4 h-20 animate-pulse rounded-xl bg-slate-50" aria-hidden />
      ) : history.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-border text-sm sm:hidden" aria-label={t('history.payments')} data-testid="billing-history-cards">
            {history.map((row, i) => (
              <li key={`${row.date}-${i}`} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium" translate="no">
                    {describe(row.description)}
                  </span>
                  <StatusBadge status={row.status} />
                </div>
                <p className="mt-1 text-muted">
                  {format.longDate(row.date)} · <span className="text-foreground">{amount(row)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[28rem] text-start text-sm">
              <thead className="text-muted">
                <tr>
                  {headings.map((h) => (
                    <th key={h} scope="col" className="py-2 pe-4 text-start font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {history.map((row, i) => (
                  <tr key={`${row.date}-${i}`}>
                    <td className="py-2.5 pe-4 whitespace-nowrap">{format.longDate(row.date)}</td>
                    <td className="py-2.5 pe-4" translate="no">
                      {describe(row.description)}
                    </td>
                    <td className="py-2.5 pe-4 whitespace-nowrap">{amount(row)}</td>
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
  const { t } = useTranslation('billing');
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        highlighted.has(status) ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {isKnownStatus(status) ? t(`history.statuses.${status}`) : status}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { CircleHelp, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { WrapUpTrend } from '@shared/api/wrap-ups';
import { cn } from '@/lib/cn';

/** Each trend's label is the wrapups text `trends.<trend>`. */
const trends = {
  improving: { icon: TrendingUp, className: 'bg-emerald-100 text-emerald-800' },
  declining: { icon: TrendingDown, className: 'bg-amber-100 text-amber-800' },
  stable: { icon: Minus, className: 'bg-slate-100 text-slate-700' },
  insufficient_data: { icon: CircleHelp, className: 'bg-slate-100 text-slate-600' },
} as const;

export function TrendBadge({ trend }: { trend: WrapUpTrend }) {
  const { t } = useTranslation('wrapups');
  const { icon: Icon, className } = trends[trend];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', className)} data-testid="trend-badge">
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {t(`trends.${trend}`)}
    </span>
  );
}

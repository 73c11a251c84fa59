import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** On a session in which something sounded like risk: said plainly, with the way to help. */
export function HardMomentCard() {
  const { t } = useTranslation('history');
  return (
    <Card className="border-amber-200 bg-amber-50 p-5" role="note" data-testid="hard-moment">
      <div className="flex gap-3">
        <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div className="space-y-2 text-sm leading-relaxed text-slate-800">
          <p className="font-semibold">{t('hardMoment.title')}</p>
          <p>{t('hardMoment.body')}</p>
          <Link to={paths.crisisSupport} className="inline-flex font-medium text-primary underline underline-offset-2 hover:no-underline">
            {t('hardMoment.link')}
          </Link>
        </div>
      </div>
    </Card>
  );
}

import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';

/** On every dashboard page: the way to crisis lines, always one tap away. */
export function GetHelpLink() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="-mt-3 mb-3 flex justify-end lg:-mt-5">
      <Link
        to={paths.crisisSupport}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
      >
        <LifeBuoy className="h-4 w-4" aria-hidden />
        {t('frame.getHelpNow')}
      </Link>
    </div>
  );
}

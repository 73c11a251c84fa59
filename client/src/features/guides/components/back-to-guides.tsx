import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The back arrow of every guide page. */
export function BackToGuides() {
  const { t } = useTranslation('guides');
  return (
    <Link
      to={paths.dashboard.productivityGuide}
      className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      {t('article.back')}
    </Link>
  );
}

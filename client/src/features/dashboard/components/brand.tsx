import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';

/** The product mark at the top of the sidebar, linking to the overview. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Link
      to={paths.dashboard.root}
      aria-label={t('frame.overviewLink')}
      className={cn(
        'flex h-16 shrink-0 items-center px-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
        compact && 'justify-center px-0',
      )}
    >
      <Logo markOnly={compact} />
    </Link>
  );
}

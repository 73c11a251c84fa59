import { Link, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';

/**
 * An address the app has no page for. Inside the dashboard it shows in the dashboard's frame; anywhere
 * else it leads a signed-in person back to their dashboard, and a visitor home.
 */
export function Component() {
  const { data: me } = useMe();
  const { t } = useTranslation();
  const back = me ? { to: paths.dashboard.root, label: t('notFound.toDashboard') } : { to: paths.home, label: t('notFound.toHome') };
  // The dashboard's frame has its own main landmark; elsewhere this page is the main content.
  const Landmark = useMatch('/dashboard/*') ? 'section' : 'main';
  return (
    <Landmark className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 id="not-found-title" className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted">{t('notFound.body')}</p>
      <Link to={back.to} className="font-medium text-primary underline-offset-4 hover:underline">
        {back.label}
      </Link>
    </Landmark>
  );
}

import { Link, useMatch } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';

/**
 * An address the app has no page for. Inside the dashboard it shows in the dashboard's frame; anywhere
 * else it leads a signed-in person back to their dashboard, and a visitor home.
 */
export function Component() {
  const { data: me } = useMe();
  const back = me ? { to: paths.dashboard.root, label: 'Go to your dashboard' } : { to: paths.home, label: 'Return to Home' };
  // The dashboard's frame has its own main landmark; elsewhere this page is the main content.
  const Landmark = useMatch('/dashboard/*') ? 'section' : 'main';
  return (
    <Landmark className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 id="not-found-title" className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-md text-muted">The address may be mistyped, or the page may have moved.</p>
      <Link to={back.to} className="font-medium text-primary underline-offset-4 hover:underline">
        {back.label}
      </Link>
    </Landmark>
  );
}

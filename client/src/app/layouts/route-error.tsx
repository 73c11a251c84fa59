import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown when a route fails to load or render, so a person is never left on a blank page. */
export function RouteError() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted">Please refresh the page. If it keeps happening, try again in a little while.</p>
      <div className="flex gap-3">
        <button type="button" className="rounded-lg bg-primary px-4 py-2 text-white" onClick={() => window.location.reload()}>
          Refresh
        </button>
        <Link className="rounded-lg border border-border px-4 py-2" to={paths.home}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}

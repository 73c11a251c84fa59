import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Link to={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
        Return to Home
      </Link>
    </main>
  );
}

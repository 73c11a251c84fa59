import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The product mark at the top of the sidebar, linking to the overview. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.dashboard.root}
      aria-label="Solace overview"
      className={cn(
        'flex h-16 shrink-0 items-center px-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
        compact && 'justify-center px-0',
      )}
    >
      <Logo markOnly={compact} />
    </Link>
  );
}

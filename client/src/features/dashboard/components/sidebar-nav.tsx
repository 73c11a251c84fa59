import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { backToHome, dashboardNav, isNavItemActive, type NavItem } from './nav-items';

/** The dashboard's navigation list; icons only when `collapsed`. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Dashboard" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
      {dashboardNav.map((item) => (
        <NavEntry key={item.href} item={item} active={isNavItemActive(item, pathname)} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
      <div className="mt-auto border-t border-border pt-3">
        <NavEntry item={backToHome} active={false} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}

function NavEntry({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <Link
      to={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? item.label : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        active ? 'bg-accent text-primary' : 'text-slate-600 hover:bg-slate-100 hover:text-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
    </Link>
  );
}

import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { checkLimit, planAt } from '@shared/limits';
import { openPaywall } from '@/components/paywall/paywall-store';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { backToHome, dashboardNav, isNavItemActive, type NavItem } from './nav-items';
import { useTranslation } from 'react-i18next';

/** The dashboard's navigation list; icons only when `collapsed`. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const { t } = useTranslation('dashboard');
  // The server refuses what the plan lacks; checking here too only opens the paywall before the page does.
  const refusal = (item: NavItem): string | null => {
    if (!item.gatedBy || !me) return null;
    const check = checkLimit(planAt(me.profile, new Date()), item.gatedBy);
    return check.allowed ? null : check.reason;
  };
  return (
    <nav aria-label={t('frame.sidebarLabel')} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
      {dashboardNav.map((item) => (
        <NavEntry
          key={item.href}
          item={item}
          active={isNavItemActive(item, pathname)}
          collapsed={collapsed}
          lockedReason={refusal(item)}
          onNavigate={onNavigate}
        />
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
  lockedReason = null,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  /** Why the plan cannot open this entry: it shows a lock and opens the paywall instead of navigating. */
  lockedReason?: string | null;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const hintId = useId();
  const { t } = useTranslation('dashboard');
  const label = t(item.label);
  return (
    <Link
      to={item.href}
      onClick={(event) => {
        if (lockedReason) {
          event.preventDefault();
          openPaywall(lockedReason);
        }
        onNavigate?.();
      }}
      aria-current={active ? 'page' : undefined}
      aria-describedby={lockedReason ? hintId : undefined}
      aria-haspopup={lockedReason ? 'dialog' : undefined}
      data-locked={lockedReason ? true : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        'relative flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        active ? 'bg-accent text-primary' : 'text-slate-600 hover:bg-slate-100 hover:text-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
      {lockedReason && (
        <>
          <Lock className={cn('h-3.5 w-3.5 shrink-0 text-muted', collapsed ? 'absolute end-4 top-1.5' : 'ms-auto')} aria-hidden />
          <span id={hintId} hidden>
            {t('frame.lockedHint')}
          </span>
        </>
      )}
    </Link>
  );
}

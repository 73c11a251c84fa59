import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UserMenu } from './user-menu';
import { useTranslation } from 'react-i18next';

/** Above every dashboard page: the sidebar toggle and the account menu. */
export function TopBar({
  email,
  collapsed,
  drawerOpen,
  onToggleCollapsed,
  onOpenDrawer,
  onSignOut,
}: {
  email: string;
  collapsed: boolean;
  drawerOpen: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
  onSignOut: () => Promise<void>;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center justify-between gap-3 border-b border-border bg-surface/95 px-4 backdrop-blur sm:px-6">
      {/* Small screens open the sidebar as a drawer; wide screens fold it to icons. */}
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('frame.openMenu')}
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="hidden lg:inline-flex"
        aria-label={collapsed ? t('frame.expandSidebar') : t('frame.collapseSidebar')}
        aria-expanded={!collapsed}
        aria-controls="dashboard-sidebar"
        onClick={onToggleCollapsed}
      >
        {collapsed ? <PanelLeftOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden /> : <PanelLeftClose className="h-5 w-5 rtl:-scale-x-100" aria-hidden />}
      </Button>
      <UserMenu email={email} onSignOut={onSignOut} />
    </header>
  );
}

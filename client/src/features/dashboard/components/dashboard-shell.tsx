import { useState, type ReactNode } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { SkipLinks } from '@/components/layout/skip-links';
import { cn } from '@/lib/cn';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { useTranslation } from 'react-i18next';

/** Sidebar (fixed on wide screens, a drawer on small ones), top bar and the page. */
export function DashboardShell({
  email,
  onSignOut,
  children,
}: {
  email: string;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}) {
  const { collapsed, toggle } = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation('dashboard');

  return (
    <div className="flex min-h-screen bg-background">
      <SkipLinks target="main-content" />
      <aside
        id="dashboard-sidebar"
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col border-e border-border bg-surface transition-[width] duration-200 lg:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <Brand compact={collapsed} />
        <SidebarNav collapsed={collapsed} />
      </aside>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t('frame.menuTitle')}>
        <Brand />
        <SidebarNav onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          email={email}
          collapsed={collapsed}
          drawerOpen={drawerOpen}
          onToggleCollapsed={toggle}
          onOpenDrawer={() => setDrawerOpen(true)}
          onSignOut={onSignOut}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 focus:outline-none py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

import type dashboardTexts from '@shared/i18n/locales/en/dashboard.json';
import type { LucideIcon } from 'lucide-react';
import {
  CreditCard,
  History,
  Home,
  LayoutDashboard,
  Leaf,
  MessageSquare,
  Mic,
  Settings,
  Smile,
  Sparkles,
  Target,
} from 'lucide-react';
import type { LimitedFeature } from '@shared/limits';
import { paths } from '@/config/paths';

export interface NavItem {
  /** A key of the dashboard texts. */
  label: `nav.${keyof typeof dashboardTexts.nav}`;
  href: string;
  icon: LucideIcon;
  /** Other path prefixes that belong to this entry (a session page is part of Previous Sessions). */
  alsoActiveUnder?: string[];
  /** Overview is active only on its own path, not under every dashboard page. */
  exact?: boolean;
  /** The limit check the page needs: when the plan fails it, the entry shows a lock and opens the paywall. */
  gatedBy?: LimitedFeature;
}

/** The sidebar, in SPEC order, with Self-Care (the exercises) after the Mood Tracker. */
export const dashboardNav: NavItem[] = [
  { label: 'nav.overview', href: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: 'nav.startSession', href: paths.dashboard.startSession, icon: Mic },
  { label: 'nav.chat', href: paths.dashboard.chat, icon: MessageSquare },
  { label: 'nav.sessions', href: paths.dashboard.sessions, icon: History, alsoActiveUnder: ['/dashboard/session/'] },
  { label: 'nav.moodTracker', href: paths.dashboard.moodTracker, icon: Smile },
  { label: 'nav.selfCare', href: paths.dashboard.selfcareIndex, icon: Leaf },
  {
    label: 'nav.productivityGuide',
    href: paths.dashboard.productivityGuide,
    icon: Target,
    alsoActiveUnder: ['/dashboard/guides/'],
    gatedBy: 'productivity',
  },
  {
    label: 'nav.wrapUps',
    href: paths.dashboard.wrapUps,
    icon: Sparkles,
    alsoActiveUnder: ['/dashboard/wrap-up/', '/dashboard/report/'],
  },
  { label: 'nav.usage', href: paths.dashboard.usage, icon: CreditCard, alsoActiveUnder: [paths.dashboard.paymentSuccess] },
  { label: 'nav.settings', href: paths.dashboard.settings, icon: Settings },
];

export const backToHome: NavItem = { label: 'nav.backToHome', href: paths.home, icon: Home, exact: true };

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.href) return true;
  if (item.exact) return false;
  const under = [`${item.href}/`, ...(item.alsoActiveUnder ?? [])];
  return under.some((prefix) => pathname.startsWith(prefix));
}

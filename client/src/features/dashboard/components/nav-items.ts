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
  label: string;
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
  { label: 'Overview', href: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: 'Start a Session', href: paths.dashboard.startSession, icon: Mic },
  { label: 'Text Chat', href: paths.dashboard.chat, icon: MessageSquare },
  { label: 'Previous Sessions', href: paths.dashboard.sessions, icon: History, alsoActiveUnder: ['/dashboard/session/'] },
  { label: 'Mood Tracker', href: paths.dashboard.moodTracker, icon: Smile },
  { label: 'Self-Care', href: paths.dashboard.selfcareIndex, icon: Leaf },
  {
    label: 'Productivity Guide',
    href: paths.dashboard.productivityGuide,
    icon: Target,
    alsoActiveUnder: ['/dashboard/guides/'],
    gatedBy: 'productivity',
  },
  {
    label: 'Emotional Wrap-Ups',
    href: paths.dashboard.wrapUps,
    icon: Sparkles,
    alsoActiveUnder: ['/dashboard/wrap-up/', '/dashboard/report/'],
  },
  { label: 'Usage & Billing', href: paths.dashboard.usage, icon: CreditCard, alsoActiveUnder: [paths.dashboard.paymentSuccess] },
  { label: 'Settings', href: paths.dashboard.settings, icon: Settings },
];

export const backToHome: NavItem = { label: 'Back to Home', href: paths.home, icon: Home, exact: true };

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.href) return true;
  if (item.exact) return false;
  const under = [`${item.href}/`, ...(item.alsoActiveUnder ?? [])];
  return under.some((prefix) => pathname.startsWith(prefix));
}

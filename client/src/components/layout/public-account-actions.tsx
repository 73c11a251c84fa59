import { CircleUserRound, LayoutDashboard, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useMe, useSignOut } from '@/lib/auth';

// Relative to the current page, so logging in from the terms (say) opens the dialog right there.
const loginLink = { search: '?login=1' };
const signupLink = { search: '?login=1&tab=signup' };

/**
 * Signed in: a Dashboard button and a sign-out menu. Signed out: Log in and Sign up.
 * `bar` sits in the desktop header; `menu` stacks full-width in the mobile menu.
 */
export function PublicAccountActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { data: me, isPending } = useMe();
  const signOut = useSignOut();
  const stacked = layout === 'menu';
  const width = stacked ? 'w-full' : undefined;

  const onSignOut = async () => {
    await signOut();
    toast.success(authMessages.signedOut);
  };

  // Rendering nothing until we know avoids flashing "Log in" at someone who is signed in.
  if (isPending) return null;

  if (!me) {
    return (
      <>
        <ButtonLink to={loginLink} variant={stacked ? 'secondary' : 'ghost'} size={stacked ? 'md' : 'sm'} className={width}>
          Log in
        </ButtonLink>
        <ButtonLink to={signupLink} size={stacked ? 'md' : 'sm'} className={width}>
          Sign up
        </ButtonLink>
      </>
    );
  }

  if (stacked) {
    return (
      <>
        <p className="truncate text-sm text-muted">Signed in as {me.user.email}</p>
        <ButtonLink to={paths.dashboard.root} className="w-full">
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          Dashboard
        </ButtonLink>
        <Button variant="secondary" className="w-full" onClick={onSignOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </Button>
      </>
    );
  }

  return (
    <>
      <ButtonLink to={paths.dashboard.root} size="sm">
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        Dashboard
      </ButtonLink>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <CircleUserRound className="h-6 w-6" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            Signed in as
            <span className="block truncate text-sm font-medium text-foreground">{me.user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

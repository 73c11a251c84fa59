import { CircleUserRound, LayoutDashboard, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@shared/api/profile';
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
import { useToaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth';

/** The header's actions for someone signed in: a Dashboard button and a sign-out menu. */
export function SignedInAccountActions({ me, stacked }: { me: MeResponse; stacked: boolean }) {
  const signOut = useSignOut();
  const { t } = useTranslation(['common', 'auth']);
  useToaster();

  const onSignOut = async () => {
    await signOut();
    toast.success(t('auth:messages.signedOut'));
  };

  if (stacked) {
    return (
      <>
        <p className="truncate text-sm text-muted">{t('header.signedInAsEmail', { email: me.user.email })}</p>
        <ButtonLink to={paths.dashboard.root} className="w-full">
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          {t('header.dashboard')}
        </ButtonLink>
        <Button variant="secondary" className="w-full" onClick={onSignOut}>
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('header.signOut')}
        </Button>
      </>
    );
  }

  return (
    <>
      <ButtonLink to={paths.dashboard.root} size="sm">
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        {t('header.dashboard')}
      </ButtonLink>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('header.accountMenu')}>
            <CircleUserRound className="h-6 w-6" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            {t('header.signedInAs')}
            <span dir="ltr" className="block truncate text-sm font-medium text-foreground">{me.user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('header.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

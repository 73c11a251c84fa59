import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';

/** The signed-in person's email and their account menu. */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false);
  const { t } = useTranslation('dashboard');

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex h-10 min-w-0 items-center gap-2 rounded-lg px-2 text-sm font-medium text-foreground hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        aria-label={t('frame.accountMenuFor', { email })}
      >
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          {signingOut ? <Spinner className="h-4 w-4" label={t('frame.signingOut')} /> : <UserRound className="h-4 w-4" aria-hidden />}
        </span>
        <span dir="ltr" className="max-w-[9rem] truncate sm:max-w-[16rem]" data-testid="user-email" translate="no">
          {email}
        </span>
        <ChevronDown className="h-4 w-4 shrink-0 text-muted" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate">{t('frame.signedInAs', { email })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.settings}>
            <Settings className="h-4 w-4" aria-hidden />
            {t('frame.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()} disabled={signingOut}>
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('frame.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

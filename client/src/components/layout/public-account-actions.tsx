import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { useMe } from '@/lib/auth';

// The menu library and toasts only matter to someone signed in: most landing visitors never fetch them.
const SignedInAccountActions = lazy(() =>
  import('./signed-in-account-actions').then((module) => ({ default: module.SignedInAccountActions })),
);

// Relative to the current page, so logging in from the terms (say) opens the dialog right there.
const loginLink = { search: '?login=1' };
const signupLink = { search: '?login=1&tab=signup' };

/**
 * Signed in: a Dashboard button and a sign-out menu. Signed out: Log in and Sign up.
 * `bar` sits in the desktop header; `menu` stacks full-width in the mobile menu.
 */
export function PublicAccountActions({ layout }: { layout: 'bar' | 'menu' }) {
  const { data: me, isPending } = useMe();
  const { t } = useTranslation();
  const stacked = layout === 'menu';
  const width = stacked ? 'w-full' : undefined;

  // Rendering nothing until we know avoids flashing "Log in" at someone who is signed in.
  if (isPending) return null;

  if (!me) {
    return (
      <>
        <ButtonLink to={loginLink} variant={stacked ? 'secondary' : 'ghost'} size={stacked ? 'md' : 'sm'} className={width}>
          {t('header.logIn')}
        </ButtonLink>
        <ButtonLink to={signupLink} size={stacked ? 'md' : 'sm'} className={width}>
          {t('header.signUp')}
        </ButtonLink>
      </>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInAccountActions me={me} stacked={stacked} />
    </Suspense>
  );
}

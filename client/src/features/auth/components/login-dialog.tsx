import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { parseAuthView, type AuthView } from '../lib/auth-view';
import { safeRedirect } from '../lib/safe-redirect';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { useTranslation } from 'react-i18next';

const descriptions = {
  login: 'dialog.loginLead',
  signup: 'dialog.signupLead',
  forgot: 'dialog.forgotLead',
} as const satisfies Record<AuthView, string>;

/** Opened on any page by `?login=1`; `tab` picks the view and `redirect` where to go after logging in. */
export function LoginDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useToaster();
  // The email typed in one view follows the person to the next.
  const [email, setEmail] = useState('');
  // The address just signed up: the dialog says to open the emailed link rather than asking for a password.
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const open = searchParams.get('login') === '1';
  const view = parseAuthView(searchParams.get('tab'));

  const updateQuery = (change: (query: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const showView = (next: AuthView, nextEmail?: string) => {
    if (nextEmail !== undefined) setEmail(nextEmail);
    updateQuery((query) => (next === 'login' ? query.delete('tab') : query.set('tab', next)));
  };

  const close = () =>
    updateQuery((query) => {
      for (const key of ['login', 'tab', 'redirect']) query.delete(key);
    });

  const goToRedirect = () =>
    void navigate(safeRedirect(searchParams.get('redirect'), paths.dashboard.root), { replace: true });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('dialog.title')}
      description={signedUp !== null && view === 'signup' ? t('dialog.confirmLead') : t(descriptions[view])}
    >
      {signedUp !== null && view === 'signup' ? (
        <CheckEmail
          email={signedUp}
          onLogIn={() => {
            setSignedUp(null);
            showView('login', signedUp);
          }}
        />
      ) : view === 'forgot' ? (
        <ForgotPasswordForm defaultEmail={email} onBack={() => showView('login')} />
      ) : (
        <Tabs value={view} onValueChange={(next) => showView(parseAuthView(next))}>
          <TabsList>
            <TabsTrigger value="login">{t('dialog.loginTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('dialog.signupTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm defaultEmail={email} onForgotPassword={(typed) => showView('forgot', typed)} onLoggedIn={goToRedirect} />
          </TabsContent>
          <TabsContent value="signup">
            <SignupForm
              defaultEmail={email}
              onSignedUp={(created) => {
                setEmail(created);
                setSignedUp(created);
              }}
            />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}

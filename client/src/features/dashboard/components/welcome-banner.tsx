import { Mic } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import { textDirection } from '@shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';

function firstName(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * The greeting at the top of the overview. "Welcome back" only to someone who has been here before,
 * which the overview knows once loaded (`returning` is undefined until then: the line keeps its place).
 */
export function WelcomeBanner({ fullName, returning }: { fullName: string | null; returning: boolean | undefined }) {
  const name = firstName(fullName);
  const { t } = useTranslation('dashboard');
  const welcome = returning ? 'overview.welcomeBack' : 'overview.welcome';
  // In a right-to-left sentence a Latin name is isolated, so the "!" stays at the sentence's end.
  const said = name && textDirection(currentLanguage()) === 'rtl' ? `\u2068${name}\u2069` : name;
  return (
    <section className="rounded-2xl bg-gradient-to-br from-primary to-teal-600 p-6 text-primary-foreground shadow-sm sm:p-8">
      <h1 className={returning === undefined ? 'invisible text-2xl font-semibold sm:text-3xl' : 'text-2xl font-semibold sm:text-3xl'}>
        {said ? t(`${welcome}Name`, { name: said }) : t(welcome)}
      </h1>
      <p className="mt-2 max-w-xl text-teal-50">
        {t('overview.lead')}
      </p>
      <ButtonLink
        to={paths.dashboard.startSession}
        className="mt-5 bg-white text-primary hover:bg-teal-50 focus-visible:outline-white"
      >
        <Mic className="h-4 w-4" aria-hidden />
        {t('overview.startSession')}
      </ButtonLink>
    </section>
  );
}

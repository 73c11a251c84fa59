import { useTranslation } from 'react-i18next';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';

// A visitor who starts almost certainly has no account yet: Sign up, with Log in one tab away.
const signUpThenDashboard = { search: `?login=1&tab=signup&redirect=${encodeURIComponent(paths.dashboard.root)}` };

const promises = ['hero.promiseFree', 'hero.promisePrivate', 'hero.promiseAlways', 'hero.promiseLanguages'] as const;

export function HeroSection() {
  const { data: me } = useMe();
  const { t } = useTranslation('landing');
  return (
    <section id="home" aria-labelledby="hero-title" className="relative scroll-mt-16 overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-linear-to-b from-teal-50 via-amber-50/50 to-background" />
        <div className="absolute -left-32 -top-24 h-96 w-96 rounded-full bg-teal-200/40 blur-3xl" />
        <div className="absolute -right-24 top-32 h-80 w-80 rounded-full bg-amber-200/40 blur-3xl" />
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-20 pt-16 text-center sm:px-6 sm:pb-28 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-teal-200 bg-white/70 px-4 py-1.5 text-sm font-medium text-primary">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
          {t('hero.titleStart')} <span className="text-primary">{t('hero.titleEnd')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">
          {t('hero.lead')}
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={me ? paths.dashboard.root : signUpThenDashboard} size="lg" className="shadow-lg shadow-teal-700/20">
            {t('hero.start')}
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={{ pathname: paths.home, hash: '#features' }} size="lg" variant="secondary">
            {t('hero.learnMore')}
          </ButtonLink>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {promises.map((promise) => (
            <li key={promise} className="inline-flex items-center gap-1.5">
              <Check className="h-4 w-4 text-primary" aria-hidden="true" />
              {t(promise)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

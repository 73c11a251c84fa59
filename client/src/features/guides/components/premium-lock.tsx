import { useId, type ReactNode } from 'react';
import { Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { openPaywall } from '@/components/paywall/paywall-store';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';

/**
 * What a plan without the guides sees: `placeholder` (shapes only; the text is never sent to this user)
 * blurred under the 'Premium Feature' overlay.
 */
export function PremiumLock({ reason, includes, placeholder }: { reason: string; includes?: string[]; placeholder: ReactNode }) {
  const { t } = useTranslation('guides');
  const titleId = useId();
  return (
    <div className="relative min-h-[30rem] overflow-hidden rounded-2xl" data-testid="premium-lock">
      <div aria-hidden inert className="pointer-events-none select-none blur-[3px]">
        {placeholder}
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-background/40 p-4">
        <section
          aria-labelledby={titleId}
          className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 text-center shadow-xl sm:p-8"
        >
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-primary">
            <Lock className="h-6 w-6" aria-hidden />
          </span>
          <h2 id={titleId} className="mt-4 text-xl font-semibold">
            {t('lock.title')}
          </h2>
          <p className="mt-2 text-sm text-muted" data-server-text>
            {reason}
          </p>
          {includes && includes.length > 0 && (
            <p className="mt-2 text-sm text-muted">{t('lock.includes', { titles: joinTitles(includes) })}</p>
          )}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => openPaywall(reason)}>
              <Crown className="h-4 w-4" aria-hidden />
              {t('lock.unlock')}
            </Button>
            <ButtonLink variant="secondary" to={paths.dashboard.usage}>
              {t('lock.viewPlans')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}

/** 'A, B and C' in the page's language (English without the serial comma, as the spec writes it). */
function joinTitles(titles: string[]): string {
  const language = currentLanguage();
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(titles);
}

import { Clock, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { supportZoneName } from '@shared/api/contact';
import { SupportEmail } from '@/components/support-email';
import { currentLanguage } from '@/lib/i18n';

function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="text-sm leading-relaxed text-slate-600">
        <h3 className="text-base font-semibold text-foreground">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Other ways to reach the team, and when. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  // The zone as it is named today ("PST" in winter, "PDT" in summer), in the page's language.
  const zone = supportZoneName(new Date(), currentLanguage()) ?? t('details.pacificTime');
  return (
    <aside aria-labelledby="contact-details-title" className="space-y-6">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
        <h2 id="contact-details-title" className="text-lg font-semibold text-foreground">
          {t('details.title')}
        </h2>
        <ul className="mt-5 space-y-5">
          <Detail icon={Mail} title={t('details.email')}>
            <SupportEmail className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary" />
          </Detail>
          <Detail icon={Clock} title={t('details.hoursTitle')}>
            <p>{t('details.hours', { zone })}</p>
            <p>{t('details.afterHours')}</p>
          </Detail>
        </ul>
      </div>
      <div role="note" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm leading-relaxed text-amber-900">
        <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <Trans t={t} i18nKey="details.crisisNote" components={{ strong: <strong className="font-semibold" /> }} />
        </p>
      </div>
    </aside>
  );
}

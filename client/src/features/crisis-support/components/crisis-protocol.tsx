import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Each step's title and body are the crisis texts `protocol.<name>Title` and `…Body`. */
const steps = ['checked', 'see', 'continues', 'record', 'notEmergency'] as const;

/** The published crisis protocol: what Solace does when someone may be at risk. */
export function CrisisProtocol() {
  const { t } = useTranslation('crisis');
  return (
    <section aria-labelledby="protocol-title" className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="protocol-title" className="text-xl font-semibold text-foreground">
        {t('protocol.title')}
      </h2>
      <ol className="mt-4 space-y-5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-primary">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-foreground">{t(`protocol.${step}Title`)}</h3>
              <p className="mt-1 leading-relaxed text-slate-700">{t(`protocol.${step}Body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-muted">
        <Trans
          t={t}
          i18nKey="protocol.more"
          components={{
            terms: <Link to={paths.terms} className="font-medium text-primary underline underline-offset-4" />,
            privacy: <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4" />,
          }}
        />
      </p>
    </section>
  );
}

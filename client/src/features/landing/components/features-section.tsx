import { useTranslation } from 'react-i18next';
import { Clock, HeartHandshake, Languages, LockKeyhole, Mic, Volume2, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

/** Each feature's title and description are the landing texts `features.<name>Title` and `…Body`. */
const features = [
  { name: 'voice', icon: Mic },
  { name: 'audio', icon: Volume2 },
  { name: 'languages', icon: Languages },
  { name: 'private', icon: LockKeyhole },
  { name: 'always', icon: Clock },
  { name: 'personal', icon: HeartHandshake },
] as const satisfies readonly { name: string; icon: LucideIcon }[];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          description={t('features.description')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.name}
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-linear-to-br from-teal-100 to-amber-100 text-primary">
                <feature.icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{t(`features.${feature.name}Title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`features.${feature.name}Body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

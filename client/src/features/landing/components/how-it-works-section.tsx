import { useTranslation } from 'react-i18next';
import { BarChart3, Check, MessageCircleHeart, Mic, type LucideIcon } from 'lucide-react';
import { DemoVideo } from './demo-video';
import { SectionHeading } from './section-heading';

/** Each step's title and description are the landing texts `howItWorks.<name>Title` and `…Body`. */
const steps: readonly { name: 'start' | 'responses' | 'progress'; icon: LucideIcon; details?: readonly ('progressMood' | 'progressInsights' | 'progressWellness')[] }[] = [
  { name: 'start', icon: Mic },
  { name: 'responses', icon: MessageCircleHeart },
  { name: 'progress', icon: BarChart3, details: ['progressMood', 'progressInsights', 'progressWellness'] },
];

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          description={t('howItWorks.description')}
        />
        <div className="mt-14 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
          <DemoVideo />
          <ol className="space-y-4">
            {steps.map((step, index) => (
              <li key={step.name} className="flex gap-4 rounded-2xl border border-border bg-background/60 p-5">
                <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  <step.icon className="h-6 w-6" aria-hidden="true" />
                  <span aria-hidden="true" className="absolute -end-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-foreground">{t(`howItWorks.${step.name}Title`)}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{t(`howItWorks.${step.name}Body`)}</p>
                  {step.details && (
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {step.details.map((detail) => (
                        <li key={detail} className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-800">
                          <Check className="h-3.5 w-3.5" aria-hidden="true" />
                          {t(`howItWorks.${detail}`)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { CircleCheck, Quote, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionInsights } from '@shared/insights';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

const toneColours = {
  Positive: 'bg-emerald-100 text-emerald-800',
  Neutral: 'bg-slate-100 text-slate-700',
  Negative: 'bg-amber-100 text-amber-800',
} as const;

/** What the conversation looked like: counts, balance, tone, topics, plans and quotes. */
export function SessionInsightsCard({ insights }: { insights: SessionInsights }) {
  const { t } = useTranslation('history');
  const number = new Intl.NumberFormat(currentLanguage());
  const percent = new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 });
  const split = (user: number, assistant: number) => t('insights.split', { user: number.format(user), assistant: number.format(assistant) });
  // Each figure's test id stays in English whatever the page's language.
  const figures = [
    ['turns', t('insights.turns'), number.format(insights.turns)],
    ['messages', t('insights.messages'), split(insights.userMessages, insights.assistantMessages)],
    ['words', t('insights.words'), split(insights.userWords, insights.assistantWords)],
    ['you-talked', t('insights.youTalked'), percent.format(insights.userTalkRatio / 100)],
  ] as const;
  return (
    <Card className="p-5" data-testid="session-insights">
      <CardTitle className="flex items-center gap-2">
        <Sparkles className="h-5 w-5 text-primary" aria-hidden />
        {t('insights.title')}
      </CardTitle>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {figures.map(([id, label, value]) => (
          <div key={id} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-0.5 font-semibold text-foreground" data-testid={`insight-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <Section title={t('insights.tone')}>
        <div className="flex items-center gap-3">
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', toneColours[insights.sentimentLabel])}
            data-testid="insight-tone"
            data-tone={insights.sentimentLabel}
          >
            {t(`insights.tones.${insights.sentimentLabel}`)}
          </span>
          <div
            className="relative h-2 flex-1 rounded-full bg-gradient-to-r from-amber-300 via-slate-200 to-emerald-300 rtl:bg-gradient-to-l"
            role="meter"
            aria-label={t('insights.tone')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(insights.toneBarPercent)}
          >
            <span
              className="absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow rtl:translate-x-1/2"
              style={{ insetInlineStart: `${insights.toneBarPercent}%` }}
            />
          </div>
        </div>
      </Section>

      <Section title={t('insights.topics')}>
        {insights.topics.length === 0 ? (
          <Empty>{t('insights.noTopics')}</Empty>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('insights.topics')}>
            {insights.topics.map((topic) => (
              <li key={topic} className="rounded-full bg-accent px-3 py-1 text-sm text-primary" translate="no">
                {topic}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('insights.actionItems')}>
        {insights.actionItems.length === 0 ? (
          <Empty>{t('insights.noActionItems')}</Empty>
        ) : (
          <ul className="space-y-2" aria-label={t('insights.actionItems')}>
            {insights.actionItems.map((item) => (
              <li key={item} className="flex gap-2 text-sm">
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                <span translate="no">{item}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {insights.keyQuotes.length > 0 && (
        <Section title={t('insights.keyQuotes')}>
          <div className="space-y-3">
            {insights.keyQuotes.map((quote) => (
              <blockquote key={quote} className="flex gap-2 rounded-xl bg-slate-50 p-3 text-sm italic text-slate-700">
                <Quote className="h-4 w-4 shrink-0 text-muted" aria-hidden />
                <span translate="no">{quote}</span>
              </blockquote>
            ))}
          </div>
        </Section>
      )}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

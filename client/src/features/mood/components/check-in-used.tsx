import { CalendarClock } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';

/** The day a check-in opens, with its weekday ('Sunday, November 29, 2026'), in the page's language. */
function openingDay(day: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : language;
  // A local calendar day: read at noon UTC so no zone moves it to the day before.
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** In place of the form when this week's check-ins are used: when the next one opens, and the way to more. */
export function CheckInUsed({ limitPerWeek, nextCheckInDay }: { limitPerWeek: number; nextCheckInDay: string }) {
  const { t } = useTranslation('mood');
  // Inside a sentence: underlined, not told apart by colour alone.
  const linkClass = 'font-medium text-primary underline underline-offset-4';
  return (
    <Card className="p-5 sm:p-6" data-testid="check-in-used">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{t('used.title')}</h2>
          <p className="mt-1 text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="used.nextOpens"
              count={limitPerWeek}
              values={{ date: openingDay(nextCheckInDay, currentLanguage()) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p className="mt-3 text-sm text-muted">
            <Trans
              t={t}
              i18nKey="used.meanwhile"
              components={{
                talk: <Link to={paths.dashboard.startSession} className={linkClass} />,
                journal: <Link to={paths.dashboard.selfcare('reflection-journal')} className={linkClass} />,
              }}
            />
          </p>
          <ButtonLink to={paths.dashboard.usage} variant="secondary" className="mt-4">
            {t('used.seePlans')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

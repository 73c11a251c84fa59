import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { keepLeftToRight } from '@shared/i18n/languages';
import type { MoodAfter } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { formatClock } from '@/session/session-clock';
import type { LeftSessionOffer } from '@/session/session-left-offer';
import { EndSessionDialog } from './end-session-dialog';

/**
 * A session this tab left (a reload): continue it where it was, or end it (the mood question stays
 * optional). Once the server has ended it, says so and where it is saved.
 */
export function LeftSessionCard({
  offer,
  error,
  onContinue,
  onEnd,
  onDismiss,
}: {
  offer: Exclude<LeftSessionOffer, { state: 'none' }>;
  error?: string | null;
  onContinue: () => void;
  onEnd: (moodAfter: MoodAfter | undefined) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('session');
  const [ending, setEnding] = useState(false);
  const { left } = offer;
  const sofar = keepLeftToRight(formatClock((left.leftAt - left.startedAt) / 1000), currentLanguage());

  if (offer.state === 'expired') {
    return (
      <section role="status" aria-labelledby="left-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6" data-left-session="expired">
        <div className="flex items-start gap-3">
          <History className="mt-0.5 h-6 w-6 shrink-0 text-muted" aria-hidden />
          <div className="min-w-0 space-y-3">
            <h2 id="left-title" className="text-lg font-semibold">
              {t('left.endedTitle')}
            </h2>
            <p className="break-words text-sm text-muted">
              {t('left.endedBody', { title: left.title, duration: sofar })}
            </p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.dashboard.sessions} size="sm" variant="secondary">
                {t('left.previous')}
              </ButtonLink>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                {t('left.dismiss')}
              </Button>
            </div>
          </div>
        </div>
      </section>
    );
  }

  const { busy } = offer;
  return (
    <section aria-labelledby="left-title" className="rounded-2xl border border-primary/30 bg-gradient-to-br from-teal-50 to-white p-5 shadow-sm sm:p-6" data-left-session="open">
      <div className="flex items-start gap-3">
        <History className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 space-y-3">
          <h2 id="left-title" className="text-lg font-semibold">
            {t('left.continueTitle')}
          </h2>
          <p className="break-words text-sm text-foreground">
            {t('left.continueBody', { title: left.title, duration: sofar })}
          </p>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onContinue} loading={busy === 'continue'} disabled={busy !== null}>
              {t('left.continue')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEnding(true)} loading={busy === 'end'} disabled={busy !== null}>
              {t('left.end')}
            </Button>
          </div>
        </div>
      </div>
      <EndSessionDialog
        open={ending && busy === null}
        onOpenChange={setEnding}
        onEnd={(moodAfter) => {
          setEnding(false);
          onEnd(moodAfter);
        }}
        ending={busy === 'end'}
      />
    </section>
  );
}

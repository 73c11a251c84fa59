import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronUp, ExternalLink, LifeBuoy, MessageSquare, Phone, X, type LucideIcon } from 'lucide-react';
import type { CrisisResource, CrisisSupport } from '@shared/crisis';
import { spokenNumbers } from '@shared/crisis-lines';
import { lineContact } from './line-contact';
import { currentLanguage } from '@/lib/i18n';
import { keepLeftToRight } from '@shared/i18n/languages';

const smsHref = (resource: CrisisResource) =>
  `sms:${resource.text}${resource.textBody ? `?body=${encodeURIComponent(resource.textBody)}` : ''}`;

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-amber-700 px-3 py-2 text-sm font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800';

export function ResourceActions({ resource }: { resource: CrisisResource }) {
  const { t } = useTranslation('crisis');
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {resource.call && (
        <a href={`tel:${resource.call}`} className={linkClass} aria-label={t('line.callName', { name: resource.name })}>
          <Phone className="h-4 w-4" aria-hidden /> {t('line.call')}
        </a>
      )}
      {resource.text && (
        <a href={smsHref(resource)} className={linkClass} aria-label={t('line.textName', { name: resource.name })}>
          <MessageSquare className="h-4 w-4" aria-hidden /> {t('line.text')}
        </a>
      )}
      {resource.url && (
        <a href={resource.url} target="_blank" rel="noreferrer" className={linkClass} aria-label={t('line.openWebsite', { name: resource.name })}>
          <ExternalLink className="h-4 w-4" aria-hidden /> {t('line.website')}
        </a>
      )}
    </div>
  );
}

/**
 * Help lines the server sends when a message sounds like the person may be in danger: the lines of
 * their country first, each with tap-to-call and tap-to-text links. Once read it folds to one line
 * (the first line that can be called, with its number), so the conversation stays in view; it goes only when hidden.
 */
export function CrisisCard({ crisis, onDismiss }: { crisis: CrisisSupport; onDismiss: () => void }) {
  const { t } = useTranslation('crisis');
  const [folded, setFolded] = useState(false);
  // Focus follows the person's fold or unfold to the button that takes its place (never on arrival).
  const [unfolded, setUnfolded] = useState(false);
  // Folded, the line keeps the first help line that can be called (the country's own come first).
  const first = crisis.resources.find((resource) => resource.call) ?? crisis.resources[0];
  if (folded) {
    return (
      // A region, not an alert: folding is the person's own act, and is not announced again.
      <section
        aria-labelledby="crisis-title"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        data-folded
      >
        <LifeBuoy className="h-4 w-4 shrink-0 text-amber-700" aria-hidden />
        <h2 id="crisis-title" className="font-semibold">
          {t('card.title')}
        </h2>
        {first && (
          <span className="min-w-0" translate="no" dir="auto">
            {first.name}
          </span>
        )}
        {first?.call && (
          <a href={`tel:${first.call}`} className="font-medium text-amber-800 underline" aria-label={t('line.callName', { name: first.name })}>
            {t('line.callNumber', { number: keepLeftToRight(spokenNumbers[first.call] ?? first.call, currentLanguage()) })}
          </a>
        )}
        <span className="ms-auto flex items-center gap-1">
          <button
            type="button"
            // Focus: it takes the place of the button just pressed.
            autoFocus
            onClick={() => {
              setFolded(false);
              setUnfolded(true);
            }}
            className="rounded px-2 py-1 font-medium hover:bg-amber-100"
          >
            {t('card.showAll')}
          </button>
          <CardButton label={t('card.hide')} onClick={onDismiss} icon={X} />
        </span>
      </section>
    );
  }
  return (
    <section role="alert" aria-labelledby="crisis-title" className="relative rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <div className="flex items-start gap-3 pe-16">
        <LifeBuoy className="mt-0.5 hidden h-5 w-5 shrink-0 text-amber-700 sm:block" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <h2 id="crisis-title" className="font-semibold">{t('card.title')}</h2>
          <p className="text-sm">{crisis.message}</p>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {crisis.resources.map((resource) => (
              <li key={`${resource.region}-${resource.name}`} className="rounded-xl bg-white/80 px-3 py-2">
                <span lang={resource.language} translate="no" className="block font-medium">
                  {/* Its own direction: "988 Suicide & Crisis Lifeline" keeps its number first on an Arabic page. */}
                  <bdi>{resource.name}</bdi>
                </span>
                <span className="block break-words">{lineContact(resource, currentLanguage(), t)}</span>
                <span className="block text-xs text-amber-800">{resource.region}</span>
                <ResourceActions resource={resource} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="absolute end-3 top-3 flex gap-1">
        <CardButton label={t('card.fold')} onClick={() => setFolded(true)} icon={ChevronUp} autoFocus={unfolded} />
        <CardButton label={t('card.hide')} onClick={onDismiss} icon={X} />
      </div>
    </section>
  );
}

function CardButton({ label, onClick, icon: Icon, autoFocus }: { label: string; onClick: () => void; icon: LucideIcon; autoFocus?: boolean }) {
  return (
    // Focus only when it takes the place of the button just pressed.
    <button type="button" onClick={onClick} aria-label={label} className="rounded p-1 hover:bg-amber-100" autoFocus={autoFocus}>
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

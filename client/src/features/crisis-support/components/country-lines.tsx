import { Trans, useTranslation } from 'react-i18next';
import type { CountryCrisisLines } from '@shared/api/crisis-lines';
import type { CrisisResource } from '@shared/crisis';
import { ResourceActions } from '@/session/components/crisis-card';
import { currentLanguage } from '@/lib/i18n';
import { lineContact } from '@/session/components/line-contact';

function Line({ resource }: { resource: CrisisResource }) {
  const { t } = useTranslation('crisis');
  const language = currentLanguage();
  const contact = lineContact(resource, language, t);
  return (
    <li className="rounded-xl bg-white/80 px-3 py-2">
      <span lang={resource.language} translate="no" className="block font-medium">
        {/* Its own direction: "988 Suicide & Crisis Lifeline" keeps its number first on an Arabic page. */}
        <bdi>{resource.name}</bdi>
      </span>
      <span lang={contact === resource.contact ? resource.language : language} className="block break-words">
        {contact}
      </span>
      <ResourceActions resource={resource} />
    </li>
  );
}

/** A country's name in the reader's language ('Alemania' for Deutschland), its own name if none is known. */
function countryName(code: string, ownName: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? ownName;
  } catch {
    return ownName;
  }
}

/** One country's lines, with its emergency number. */
export function CountryLines({ country }: { country: CountryCrisisLines }) {
  const { t } = useTranslation('crisis');
  const titleId = `lines-${country.code}`;
  return (
    <section aria-labelledby={titleId} data-country={country.code} className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h3 id={titleId} className="font-semibold">
        {countryName(country.code, country.name)}
      </h3>
      <p className="mt-0.5 text-sm text-amber-800">
        <Trans
          t={t}
          i18nKey="page.emergency"
          values={{ number: country.emergency }}
          components={{ call: <a href={`tel:${country.emergency}`} className="font-medium underline underline-offset-4" /> }}
        />
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {country.lines.map((resource) => (
          <Line key={resource.name} resource={resource} />
        ))}
      </ul>
    </section>
  );
}

/** Lines that serve every country, shown after the country ones. */
export function InternationalLines({ lines }: { lines: readonly CrisisResource[] }) {
  const { t } = useTranslation('crisis');
  return (
    <section aria-labelledby="lines-international" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h3 id="lines-international" className="font-semibold">
        {t('page.anywhereElse')}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {lines.map((resource) => (
          <Line key={resource.name} resource={resource} />
        ))}
      </ul>
    </section>
  );
}

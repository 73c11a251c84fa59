import type { CountryCrisisLines } from '@shared/api/crisis-lines';
import type { CrisisResource } from '@shared/crisis';
import { ResourceActions } from '@/session/components/crisis-card';

function Line({ resource }: { resource: CrisisResource }) {
  return (
    <li className="rounded-xl bg-white/80 px-3 py-2">
      <span className="block font-medium">{resource.name}</span>
      <span className="block break-words">{resource.contact}</span>
      <ResourceActions resource={resource} />
    </li>
  );
}

/** One country's lines, with its emergency number. */
export function CountryLines({ country }: { country: CountryCrisisLines }) {
  const titleId = `lines-${country.code}`;
  return (
    <section aria-labelledby={titleId} data-country={country.code} className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h3 id={titleId} className="font-semibold">
        {country.name}
      </h3>
      <p className="mt-0.5 text-sm text-amber-800">
        Emergency: <a href={`tel:${country.emergency}`} className="font-medium underline underline-offset-4">{country.emergency}</a>
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
  return (
    <section aria-labelledby="lines-international" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <h3 id="lines-international" className="font-semibold">
        Anywhere else
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {lines.map((resource) => (
          <Line key={resource.name} resource={resource} />
        ))}
      </ul>
    </section>
  );
}

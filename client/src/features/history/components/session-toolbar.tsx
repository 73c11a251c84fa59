import { useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sessionSorts, type SessionSort } from '@shared/api/sessions';
import { Input, Select } from '@/components/ui/input';

const sortLabels = {
  newest: 'list.sortNewest',
  oldest: 'list.sortOldest',
  longest: 'list.sortLongest',
  shortest: 'list.sortShortest',
} as const satisfies Record<SessionSort, string>;

const SEARCH_DELAY_MS = 300;

/** Search box and sort select. The search is sent once typing pauses, not on every key. */
export function SessionToolbar({
  search,
  sort,
  onChange,
}: {
  search: string;
  sort: SessionSort;
  onChange: (next: { search?: string; sort?: SessionSort }) => void;
}) {
  const { t } = useTranslation('history');
  const [typed, setTyped] = useState(search);

  // Back and forward change the URL's search: show it (but keep what is being typed, trailing space and all).
  useEffect(() => setTyped((current) => (current.trim() === search ? current : search)), [search]);

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => onChange({ search: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ search: typed });
            }}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            aria-describedby="session-search-scope"
            maxLength={200}
            className="ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {typed && (
            <button
              type="button"
              onClick={() => {
                setTyped('');
                onChange({ search: '' });
              }}
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted hover:bg-slate-100 hover:text-foreground"
              aria-label={t('list.clearSearch')}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
        <p id="session-search-scope" className="mt-1.5 text-xs text-muted">
          {t('messages.searchScope')}
        </p>
      </div>
      <Select
        value={sort}
        onChange={(event) => onChange({ sort: event.target.value as SessionSort })}
        aria-label={t('list.sortLabel')}
        className="sm:w-auto sm:min-w-48"
      >
        {sessionSorts.map((value) => (
          <option key={value} value={value}>
            {t(sortLabels[value])}
          </option>
        ))}
      </Select>
    </div>
  );
}

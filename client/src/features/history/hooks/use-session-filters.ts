import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionSorts, type SessionSort } from '@shared/api/sessions';

function readSort(value: string | null): SessionSort {
  return sessionSorts.find((sort) => sort === value) ?? 'newest';
}

/** The list's search and sort, kept in the URL query so reload, back and forward keep them. */
export function useSessionFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const sort = readSort(params.get('sort'));

  const update = useCallback(
    (next: { search?: string; sort?: SessionSort }) => {
      setParams((current) => {
        const merged = new URLSearchParams(current);
        const nextSearch = (next.search ?? current.get('search') ?? '').trim();
        const nextSort = next.sort ?? readSort(current.get('sort'));
        if (nextSearch) merged.set('search', nextSearch);
        else merged.delete('search');
        if (nextSort === 'newest') merged.delete('sort');
        else merged.set('sort', nextSort);
        return merged;
      });
    },
    [setParams],
  );

  return { search, sort, update };
}

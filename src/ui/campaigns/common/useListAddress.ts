import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PagedList } from '../list/PagedList';

/** Keeps a list's page, sort and search in the address (`?page=&size=&sort=&q=`), beside any other parameter. */
export function useListAddress<T>(list: PagedList<T>, keep: readonly string[] = []): void {
  const [, setParams] = useSearchParams();
  useEffect(
    () =>
      reaction(
        () => list.query,
        (query) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(query);
              for (const key of keep) {
                const value = current.get(key);
                if (value) next.set(key, value);
              }
              return next;
            },
            { replace: true },
          ),
      ),
    [list, keep, setParams],
  );
}

/** The address's parameters as a plain record. */
export function addressOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

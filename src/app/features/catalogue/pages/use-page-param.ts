import { useSearchParams } from 'react-router';

/** The page number in the address (?page=N, 1 when absent or nonsense), so Back returns to the same page. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

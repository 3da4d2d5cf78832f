/** The pages to offer: the current one and up to `spread` on each side (platform.md §2: 2). */
export function visiblePages(page: number, pages: number, spread = 2): number[] {
  const first = Math.max(1, page - spread);
  const last = Math.min(pages, page + spread);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

export interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  label: string;
}

export function Pagination({ page, pages, onPage, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
        ‹
      </button>
      {visiblePages(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}

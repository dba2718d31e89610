import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Page numbers around the current one, with the first and last always reachable. */
function pageItems(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - (sorted[index - 1] ?? n) > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
  const idle = `${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
  const disabled = `${base} border-slate-200 text-slate-300`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={idle} aria-label="Previous page">
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <ChevronLeft className="size-4" />
        </span>
      )}
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${base} border-brand-600 bg-brand-600 text-white`}>
            <span className="sr-only">Page </span>
            {item}
          </span>
        ) : (
          <Link key={item} to={href(item)} className={idle} aria-label={`Page ${item}`}>
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" data-prerender className={idle} aria-label="Next page">
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}

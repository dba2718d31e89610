import { ChevronRight, LayoutGrid } from 'lucide-react';
import type { CategoryView } from '~/domain/catalogue';

function CategoryIcon({ category, className = 'size-14' }: { category: CategoryView; className?: string }) {
  if (!category.icon) {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ${className}`}
      >
        <LayoutGrid className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={category.icon}
      srcSet={category.icon_srcset ?? undefined}
      sizes="96px"
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}

/** One category as a card: icon, name and product count, linking to its listing. */
export function CategoryTile({ category }: { category: CategoryView }) {
  return (
    <a
      href={`/category/${encodeURIComponent(category.slug)}`}

      className="group flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <CategoryIcon category={category} className="size-16 rounded-2xl" />
      <span className="break-words [overflow-wrap:anywhere] hyphens-auto text-sm font-semibold text-slate-900 group-hover:text-brand-700 sm:text-base">
        {category.name}
      </span>
      <span className="inline-flex items-center gap-0.5 text-xs text-slate-500">
        {category.product_count} {category.product_count === 1 ? 'product' : 'products'}
        <ChevronRight className="size-3" aria-hidden="true" />
      </span>
    </a>
  );
}

import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { LATEST_PRODUCTS_MOBILE_PAGE_SIZE } from '~/domain/constants';
import { HomeShelf } from '../layout/home-shelf';
import { LatestProductList } from './latest-product-list';
import type { CardProduct } from './product-path';

/** An island on the home page. Five per row on desktop; on phones two at a time with a pager (section 9: mobile page size 2). */
export function LatestProducts({ products, error }: { products: CardProduct[]; error: string | null }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(products.length / LATEST_PRODUCTS_MOBILE_PAGE_SIZE));
  const first = page * LATEST_PRODUCTS_MOBILE_PAGE_SIZE;
  return (
    <HomeShelf
      id="latest-title"
      title="Latest Products"
      intro="Fresh arrivals from our catalogue."
      controls={
        <a
          href="/products"
          className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      }
    >
      <LatestProductList
        products={products}
        error={error}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5"
        testId="latest-products"
        itemClassName={(index) =>
          index >= first && index < first + LATEST_PRODUCTS_MOBILE_PAGE_SIZE ? '' : 'max-md:hidden'
        }
      />
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3 md:hidden">
          <button
            type="button"
            onClick={() => setPage(page - 1)}
            disabled={page === 0}
            aria-label="Previous products"
            className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 disabled:opacity-40"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {page + 1} / {pages}
          </span>
          <button
            type="button"
            onClick={() => setPage(page + 1)}
            disabled={page >= pages - 1}
            aria-label="Next products"
            className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 disabled:opacity-40"
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </HomeShelf>
  );
}

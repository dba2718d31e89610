import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductView } from '~/domain/catalogue';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import { hasPrice, PriceTag } from '../../components/product/price-tag';
import { ProductImage } from '../../components/product/product-image';
import type { Column } from '../shared/admin-list';

export const count = (value: number) => value.toLocaleString('en-PH');

function HiddenMark() {
  return (
    <EyeOff
      role="img"
      aria-label={adminMessages.adminProducts.hiddenLabel}
      className="size-4 shrink-0 text-amber-600"
    >
      <title>{adminMessages.adminProducts.hiddenLabel}</title>
    </EyeOff>
  );
}

function Thumbnail({ product }: { product: ProductView }) {
  return (
    <div aria-hidden="true" className="shrink-0">
      <ProductImage
        src={product.image}
        srcSet={product.image_srcset}
        alt=""
        sizes="48px"
        width={48}
        height={48}
        className="size-12 rounded-lg border border-slate-200 bg-white [&_span]:hidden [&_svg]:size-5"
      />
    </div>
  );
}

/** The name opens the product's details; a hidden product carries the eye-off mark beside it. */
function NameButton({ product, onOpen }: { product: ProductView; onOpen: (product: ProductView) => void }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <button
        type="button"
        onClick={() => onOpen(product)}
        className="min-w-0 text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {product.name}
      </button>
      {product.hidden && <HiddenMark />}
    </span>
  );
}

interface RowParts {
  onOpen: (product: ProductView) => void;
  /** The row's actions menu. */
  menu: (product: ProductView) => ReactNode;
}

/** The spec's columns of the products table, from `md` up. */
export function productColumns({ onOpen, menu }: RowParts): Column<ProductView>[] {
  return [
    {
      header: 'Product Name',
      cell: (product) => (
        <div className="flex max-w-md items-center gap-3">
          <Thumbnail product={product} />
          <NameButton product={product} onOpen={onOpen} />
        </div>
      ),
    },
    {
      header: 'Price',
      className: 'px-4 py-3 text-right',
      cellClassName: 'whitespace-nowrap text-slate-900 tabular-nums',
      cell: (product) => formatPeso(product.price),
    },
    {
      header: 'Discounted Price',
      className: 'px-4 py-3 text-right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (product) =>
        product.discounted_price === null ? (
          <span className="text-slate-500">
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </span>
        ) : (
          <span className="text-emerald-700">{formatPeso(product.discounted_price)}</span>
        ),
    },
    {
      header: 'Quantity',
      className: 'px-4 py-3 text-right',
      cellClassName: (product) =>
        `tabular-nums ${product.stock > 0 ? 'text-slate-900' : 'font-semibold text-red-600'}`,
      cell: (product) => count(product.stock),
    },
    { header: 'Category', cellClassName: 'text-slate-700', cell: (product) => product.category_name },
    { header: 'Brand', cellClassName: 'text-slate-700', cell: (product) => product.brand },
    {
      header: 'Actions',
      headerClassName: 'px-4 py-3 text-right',
      className: 'px-4 py-2 text-right',
      cell: menu,
    },
  ];
}

/** One product as a card, below `md`. */
export function productCard({ onOpen, menu }: RowParts) {
  return (product: ProductView) => (
    <>
      <Thumbnail product={product} />
      <div className="min-w-0 flex-1">
        <NameButton product={product} onOpen={onOpen} />
        <p className="mt-0.5 truncate text-xs text-slate-500">
          {product.brand} · {product.category_name}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {hasPrice(product.price) ? (
            <PriceTag price={product.price} discountedPrice={product.discounted_price} />
          ) : (
            <span className="font-semibold text-slate-900">{formatPeso(product.price)}</span>
          )}
          <span className={`text-xs ${product.stock > 0 ? 'text-slate-600' : 'font-medium text-red-600'}`}>
            Qty {count(product.stock)}
          </span>
        </div>
      </div>
      <div className="-mr-2 shrink-0">{menu(product)}</div>
    </>
  );
}

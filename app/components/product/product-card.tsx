import { availableUnits } from '~/domain/stock';
import { Island } from '../../islands/island';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { productPath, quickViewProduct, type CardProduct } from './product-path';
import { QuickViewButton } from './quick-view-button';

interface ProductCardProps {
  product: CardProduct;
  /** The first visible card of a page loads its image eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
}

export function ProductCard({
  product,
  priority = false,
  sizes = '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw',
}: ProductCardProps) {
  if (product.hidden) return null;
  const href = productPath(product);
  const outOfStock = availableUnits(product) <= 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500">
      <div className="relative aspect-[4/3] bg-white p-3">
        <ProductImage
          src={product.image}
          srcSet={product.image_srcset}
          width={product.images[0]?.width}
          height={product.images[0]?.height}
          alt={product.name}
          sizes={sizes}
          priority={priority}
          className="size-full rounded-lg"
        />
        {outOfStock && (
          <span className="absolute bottom-2 left-2 rounded-full bg-slate-900/85 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
            Out of stock
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">
          <a
            href={href}
            data-prerender

            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </a>
        </h3>
        <div className="mt-auto pt-2">
          <PriceTag price={product.price} discountedPrice={product.discounted_price} />
        </div>
      </div>
      <div className="absolute right-2 top-2 z-10 transition md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
        <Island
          name="quick-view"
          component={QuickViewButton}
          props={{ product: quickViewProduct(product) }}
          load="visible"
        />
      </div>
    </article>
  );
}

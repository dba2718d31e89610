import { ProductCard } from './product-card';
import type { CardProduct } from './product-path';

/** Five per row on desktop, two on phones (section 9). */
export function ProductGrid({
  products,
  eagerFirst = false,
  columns = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
}: {
  products: CardProduct[];
  eagerFirst?: boolean;
  columns?: string;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={eagerFirst && index < 2} />
        </li>
      ))}
    </ul>
  );
}

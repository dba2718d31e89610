import { messages } from '~/domain/messages';
import { ListStatus } from './list-status';
import { ProductCard } from './product-card';
import type { CardProduct } from './product-path';

/**
 * The latest products as cards, the first two loading their images eagerly; in their place the load error, or
 * that there are none. `itemClassName` lays a card out by its place in the list.
 */
export function LatestProductList({
  products,
  error,
  className,
  testId,
  itemClassName,
}: {
  products: CardProduct[];
  error: string | null;
  className: string;
  testId: string;
  itemClassName: string | ((index: number) => string);
}) {
  if (error || products.length === 0) {
    return <ListStatus error={error} emptyText={messages.product.noneAvailable} />;
  }
  return (
    <ul className={className} data-testid={testId}>
      {products.map((product, index) => (
        <li
          key={product.id}
          className={typeof itemClassName === 'string' ? itemClassName : itemClassName(index)}
        >
          <ProductCard product={product} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

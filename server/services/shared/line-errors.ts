import { invalidAt, type InvalidError } from '../../errors';

/**
 * The 400 for lines whose product no longer exists: each message at its own line's `product`
 * (`{"lines": [{}, {"product": ["..."]}]}`), so a form shows it beside that line.
 */
export function missingProducts(
  list: string,
  lines: readonly { product?: number | null }[],
  missing: readonly number[],
  message: (id: number) => string,
): InvalidError {
  return invalidAt(
    lines.flatMap(({ product }, index) =>
      product && missing.includes(product)
        ? [{ path: [list, index, 'product'], message: message(product) }]
        : [],
    ),
  );
}

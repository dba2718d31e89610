const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money travels as decimal strings ("45999.00"); formatting is the only place it becomes a number. */
export function formatPeso(amount: string | number): string {
  return peso.format(Number(amount));
}

export interface PriceDisplay {
  /** Null when the price is 0: the spec hides it (price on request). */
  current: string | null;
  original: string | null;
  percentOff: number | null;
}

export function priceDisplay(
  price: string | number,
  discountedPrice: string | number | null | undefined,
): PriceDisplay {
  const base = Number(price);
  const discounted =
    discountedPrice === null || discountedPrice === undefined || discountedPrice === ''
      ? null
      : Number(discountedPrice);
  if (!Number.isFinite(base) || base <= 0) return { current: null, original: null, percentOff: null };
  if (discounted !== null && Number.isFinite(discounted) && discounted < base) {
    return {
      current: formatPeso(discounted),
      original: formatPeso(base),
      percentOff: Math.round(100 * (1 - discounted / base)),
    };
  }
  return { current: formatPeso(base), original: null, percentOff: null };
}

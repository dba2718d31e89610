import { priceDisplay } from '~/domain/price';

interface PriceTagProps {
  price: string;
  discountedPrice: string | null;
  size?: 'sm' | 'lg';
}

/** Section 5's display rules: discount only below the price, percent off rounded, nothing when the price is 0. */
export function PriceTag({ price, discountedPrice, size = 'sm' }: PriceTagProps) {
  const display = priceDisplay(price, discountedPrice);
  if (!display.current) return null;
  const large = size === 'lg';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-slate-900 ${large ? 'text-3xl' : 'text-base'}`}>
        {display.current}
      </span>
      {display.original && (
        <>
          <span className={`text-slate-500 line-through ${large ? 'text-lg' : 'text-xs'}`}>
            <span className="sr-only">Original price </span>
            {display.original}
          </span>
          <span
            className={`rounded bg-rose-50 font-semibold text-rose-700 ${large ? 'px-2 py-0.5 text-sm' : 'px-1.5 text-xs'}`}
          >
            {display.percentOff}% off
          </span>
        </>
      )}
    </div>
  );
}

/** Whether the card or page shows a price at all (a zero price means "price on request"). */
export function hasPrice(price: string): boolean {
  return priceDisplay(price, null).current !== null;
}

import { availableUnits } from '~/domain/stock';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, X } from 'lucide-react';
import type { RefObject } from 'react';
import { DialogGallery } from './image-carousel';
import { PriceTag } from './price-tag';
import { productPath, type QuickViewProduct } from './product-path';
import { StockBadge } from './stock-badge';

interface QuickViewProps {
  product: QuickViewProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal with the product's gallery and essentials, opened from a card without leaving the listing.
 * Loaded on demand (the card imports it lazily), so the dialog library is not part of the first page load.
 */
export default function QuickView({ product, open, onOpenChange, returnFocus }: QuickViewProps) {
  const features = product.key_features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 5);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="grid gap-6 md:grid-cols-2">
            <DialogGallery
              images={product.images}
              alt={product.name}
              sizes="(min-width: 768px) 360px, 90vw"
            />
            <div className="flex flex-col gap-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{product.brand}</p>
              <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">
                {product.name}
              </Dialog.Title>
              <Dialog.Description className="sr-only">Quick view of {product.name}</Dialog.Description>
              <PriceTag price={product.price} discountedPrice={product.discounted_price} size="lg" />
              <StockBadge stock={availableUnits(product)} />
              {features.length > 0 && (
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              <a
                href={productPath(product)}

                className="mt-auto inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                View full details
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, EyeOff, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

import type { ProductView } from '~/domain/catalogue';
import { DialogGallery } from '../../components/product/image-carousel';
import { hasPrice, PriceTag } from '../../components/product/price-tag';
import { galleryImages, productPath } from '../../components/product/product-path';
import { StockBadge } from '../../components/product/stock-badge';
import { CloseButton, LinkButton } from '../shared/ui';
import { adminPaths } from '../../lib/admin-paths';

const laptopSpecs: [keyof ProductView, string][] = [
  ['processor', 'Processor'],
  ['ram_size', 'RAM'],
  ['storage_type', 'Storage type'],
  ['storage_capacity', 'Storage capacity'],
  ['screen_size', 'Screen size'],
  ['resolution', 'Resolution'],
  ['operating_system', 'Operating system'],
  ['warranty', 'Warranty'],
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything about one product at a glance, opened from its name in the admin list. */
export function ProductDetailDialog({
  product,
  onOpenChange,
}: {
  product: ProductView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const features = (product?.key_features ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const specs = product
    ? laptopSpecs.filter(([key]) => typeof product[key] === 'string' && String(product[key]).trim())
    : [];
  return (
    <Dialog.Root open={product !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        {product && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6">
            <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
              <DialogGallery
                images={galleryImages(product)}
                alt={product.name}
                sizes="(min-width: 768px) 380px, 90vw"
              />
              <div className="flex min-w-0 flex-col gap-4">
                <div>
                  <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                    {product.brand}
                  </p>
                  <Dialog.Title className="mt-1 pr-8 text-xl font-semibold text-slate-900">
                    {product.name}
                  </Dialog.Title>
                  <Dialog.Description className="sr-only">Details of {product.name}</Dialog.Description>
                  {product.hidden && (
                    <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      Hidden from the storefront
                    </p>
                  )}
                </div>
                {hasPrice(product.price) ? (
                  <PriceTag price={product.price} discountedPrice={product.discounted_price} size="lg" />
                ) : (
                  <p className="text-sm text-slate-600">Price on request</p>
                )}
                <StockBadge stock={product.stock} detailed />
                <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3">
                  <Fact label="Category">{product.category_name}</Fact>
                  <Fact label="Brand">{product.brand}</Fact>
                </dl>
                {features.length > 0 && (
                  <section>
                    <h3 className="text-sm font-semibold text-slate-900">Key features</h3>
                    <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {features.map((feature, index) => (
                        <li key={`${index}-${feature}`}>{feature}</li>
                      ))}
                    </ul>
                  </section>
                )}
                {product.description.trim() && (
                  <section>
                    <h3 className="text-sm font-semibold text-slate-900">Description</h3>
                    <p className="mt-1.5 text-sm whitespace-pre-line text-slate-700">{product.description}</p>
                  </section>
                )}
                {specs.length > 0 && (
                  <section>
                    <h3 className="text-sm font-semibold text-slate-900">Specifications</h3>
                    <dl className="mt-1.5 grid grid-cols-2 gap-3">
                      {specs.map(([key, label]) => (
                        <Fact key={key} label={label}>
                          {String(product[key])}
                        </Fact>
                      ))}
                    </dl>
                  </section>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <LinkButton to={adminPaths.editProduct(product.id)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </LinkButton>
                  {!product.hidden && (
                    <LinkButton to={productPath(product)} target="_blank" rel="noopener" variant="secondary">
                      <ExternalLink aria-hidden="true" className="size-4" />
                      View in store
                    </LinkButton>
                  )}
                </div>
              </div>
            </div>
            <CloseButton className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500" />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

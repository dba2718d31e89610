import type { ProductView } from '../../../domain/catalogue';

/** Products without a category still need a stable URL; the detail loader finds them by slug alone. */
export const UNCATEGORIZED_SEGMENT = 'uncategorized';

export function productPath(product: Pick<ProductView, 'category_slug' | 'product_slug'>): string {
  return `/category/${encodeURIComponent(product.category_slug ?? UNCATEGORIZED_SEGMENT)}/${encodeURIComponent(product.product_slug)}`;
}

/** Image list for galleries: every stored image, or the main image alone when that is all there is. */
export function galleryImages(product: ProductView) {
  if (product.images.length > 0) return product.images;
  if (!product.image) return [];
  return [
    {
      id: 0,
      image: product.image,
      srcset: product.image_srcset ?? '',
      width: 800,
      height: 800,
      variants: [],
    },
  ];
}

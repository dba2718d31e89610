import type { ImageView, ProductView } from '~/domain/catalogue';

/** Products without a category still need a stable URL; the detail loader finds them by slug alone. */
export const UNCATEGORIZED_SEGMENT = 'uncategorized';

export function productPath(product: Pick<ProductView, 'category_slug' | 'product_slug'>): string {
  return `/category/${encodeURIComponent(product.category_slug ?? UNCATEGORIZED_SEGMENT)}/${encodeURIComponent(product.product_slug)}`;
}

/** What a product card shows: the part of a product the listing, search and related-product loaders return. */
export type CardProduct = Pick<
  ProductView,
  | 'id'
  | 'name'
  | 'product_slug'
  | 'category_slug'
  | 'price'
  | 'discounted_price'
  | 'stock'
  | 'reserved'
  | 'brand'
  | 'key_features'
  | 'hidden'
  | 'image'
  | 'image_srcset'
  | 'images'
>;

export function cardProduct(product: CardProduct): CardProduct {
  const { id, name, product_slug, category_slug, price, discounted_price, stock, reserved, brand } = product;
  const { key_features, hidden, image, image_srcset, images } = product;
  return {
    id,
    name,
    product_slug,
    category_slug,
    price,
    discounted_price,
    stock,
    reserved,
    brand,
    key_features,
    hidden,
    image,
    image_srcset,
    images,
  };
}

/** Image list for galleries: every stored image, or the main image alone when that is all there is. */
export function galleryImages(product: Pick<ProductView, 'images' | 'image' | 'image_srcset'>): ImageView[] {
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

/**
 * What a card's quick view shows, carried in the page once per card as its island's props: its gallery as
 * the dialog lays it out, and not the card's own image fields, id or hidden flag, which it never reads.
 */
export type QuickViewProduct = Omit<CardProduct, 'id' | 'hidden' | 'image' | 'image_srcset'>;

export function quickViewProduct(product: CardProduct): QuickViewProduct {
  const { id: _id, hidden: _hidden, image: _image, image_srcset: _srcset, ...shown } = cardProduct(product);
  return { ...shown, images: galleryImages(product) };
}

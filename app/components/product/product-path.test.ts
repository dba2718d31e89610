import { describe, expect, it } from 'vitest';
import { quickViewProduct, type CardProduct } from './product-path';

const card: CardProduct = {
  id: 42,
  name: 'Lenovo ThinkPad E14',
  product_slug: 'lenovo-thinkpad-e14',
  category_slug: 'laptops',
  price: '58990.00',
  discounted_price: '54990.00',
  stock: 7,
  reserved: 2,
  brand: 'Lenovo',
  key_features: 'Intel Core i5\n16GB RAM',
  hidden: false,
  image: '/media/abc-640.webp',
  image_srcset: '/media/abc-320.webp 320w, /media/abc-640.webp 640w',
  images: [],
};

describe('quickViewProduct', () => {
  it('carries what the dialog shows and none of the fields only the card reads', () => {
    const stored = {
      id: 7,
      image: '/media/abc-640.webp',
      srcset: '/media/abc-320.webp 320w, /media/abc-640.webp 640w',
      width: 640,
      height: 480,
      variants: [{ width: 320, url: '/media/abc-320.webp' }],
    };
    const props = quickViewProduct({ ...card, images: [stored] });
    expect(Object.keys(props).sort()).toEqual([
      'brand',
      'category_slug',
      'discounted_price',
      'images',
      'key_features',
      'name',
      'price',
      'product_slug',
      'reserved',
      'stock',
    ]);
    expect(props).toMatchObject({
      name: card.name,
      price: '58990.00',
      stock: 7,
      reserved: 2,
      images: [stored],
    });
  });

  it('gives a product with only a main image a gallery of that image', () => {
    expect(quickViewProduct(card).images).toEqual([
      expect.objectContaining({ image: card.image, srcset: card.image_srcset }),
    ]);
    expect(quickViewProduct({ ...card, image: null, image_srcset: null }).images).toEqual([]);
  });
});

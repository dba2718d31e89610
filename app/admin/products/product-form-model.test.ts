import { describe, expect, it } from 'vitest';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import {
  brandChoices,
  emptyProductValues,
  filterBrands,
  imageFailureReason,
  isProductView,
  matchBrand,
  productEditForm,
  productForm,
  productFormMessages,
  productValues,
  updateFailureText,
  valuesFromProduct,
} from './product-form-model';
import { formData } from '../../lib/api-client';

const filled = () => ({
  ...emptyProductValues('3'),
  name: '  Lenovo IdeaPad  ',
  brand: 'lenovo',
  price: '45,999.50',
  discounted_price: '',
  stock: '5',
  key_features: 'Thin\r\nLight',
  processor: ' Intel Core i5 ',
});

describe('brandChoices', () => {
  it('merges the defaults, loaded and created brands once each, normalised and sorted', () => {
    expect(brandChoices(['epson', 'HP', 'ASUS', 'Canon'], ['dell', 'EPSON', 'asus'])).toEqual([
      'Acer',
      'ASUS',
      'Canon',
      'Dell',
      'Epson',
      'HP',
      'Lenovo',
    ]);
  });

  it('answers the defaults when the brands could not be loaded', () => {
    expect(brandChoices(null)).toEqual(['Acer', 'HP', 'Lenovo']);
  });
});

describe('matchBrand and filterBrands', () => {
  const choices = ['Acer', 'HP', 'Lenovo'];

  it('matches a typed brand to the listed one ignoring case and spaces', () => {
    expect(matchBrand(choices, '  hp ')).toBe('HP');
    expect(matchBrand(choices, 'LENOVO')).toBe('Lenovo');
    expect(matchBrand(choices, 'Dell')).toBeNull();
    expect(matchBrand(choices, '   ')).toBeNull();
  });

  it('filters by substring, and lists all for blank text', () => {
    expect(filterBrands(choices, 'e')).toEqual(['Acer', 'Lenovo']);
    expect(filterBrands(choices, ' ')).toEqual(choices);
  });
});

describe('productFormMessages', () => {
  it("reports the API schema's texts for missing category, brand, name, price and stock", () => {
    const errors = productFormMessages(emptyProductValues(), { requireCategory: true });
    expect(errors).toEqual({
      category: messages.product.categoryRequired,
      name: messages.product.nameRequired,
      brand: messages.product.brandRequired,
      price: messages.product.priceRequired,
      stock: messages.product.stockRequired,
    });
    // An edit keeps the category it has when none is chosen, as the API does.
    expect(productFormMessages(emptyProductValues(), { requireCategory: false }).category).toBeUndefined();
  });

  it('accepts commas in prices and refuses a discount above the price', () => {
    expect(productFormMessages(filled(), { requireCategory: true })).toEqual({});
    const errors = productFormMessages(
      { ...filled(), discounted_price: '46,000' },
      { requireCategory: true },
    );
    expect(errors).toEqual({ discounted_price: messages.product.discountTooHigh });
  });

  it('refuses malformed money and stock with the messages the API answers', () => {
    const errors = productFormMessages(
      { ...filled(), price: '12.345', discounted_price: '-1', stock: '1.5' },
      { requireCategory: true },
    );
    expect(errors.price).toBe('Price must be a number of at least 0 with at most 2 decimal places.');
    expect(errors.discounted_price).toBe(
      'Discounted price must be a number of at least 0 with at most 2 decimal places.',
    );
    expect(errors.stock).toBe('Stock must be a whole number.');
    expect(productFormMessages({ ...filled(), stock: '-2' }, { requireCategory: true }).stock).toBe(
      'Stock must be 0 or more.',
    );
  });
});

describe('productValues', () => {
  it('reads the fields the form carried, blank for the others', () => {
    const form = new FormData();
    form.set('name', 'Printer');
    form.set('stock', '3');
    form.set('images', new Blob(['x']));
    expect(productValues(form)).toEqual({ ...emptyProductValues(), name: 'Printer', stock: '3' });
  });
});

describe('productForm', () => {
  it('maps the form to the API fields, laptop fields only for a laptop category', () => {
    const laptop = formData(productForm(filled(), true));
    expect(laptop.get('name')).toBe('Lenovo IdeaPad');
    expect(laptop.get('brand')).toBe('Lenovo');
    expect(laptop.get('price')).toBe('45999.50');
    expect(laptop.get('discounted_price')).toBe('');
    expect(laptop.get('stock')).toBe('5');
    expect(laptop.get('key_features')).toBe('Thin\nLight');
    expect(laptop.get('category')).toBe('3');
    expect(laptop.get('processor')).toBe('Intel Core i5');
    expect(laptop.get('warranty')).toBe('');

    const other = formData(productForm(filled(), false));
    expect(other.has('processor')).toBe(false);
    expect(other.has('ram_size')).toBe(false);
  });

  it('leaves out a stock the edit did not change and sends the loaded version', () => {
    const unchanged = formData(productEditForm(filled(), false, { stock: 5, version: 3 }));
    expect(unchanged.has('stock')).toBe(false);
    expect(unchanged.get('version')).toBe('3');
    expect(formData(productEditForm(filled(), false, { stock: 7, version: 1 })).get('stock')).toBe('5');
    expect(
      formData(productEditForm({ ...filled(), stock: ' 5 ' }, false, { stock: 5, version: 1 })).has('stock'),
    ).toBe(false);
    expect(formData(productForm(filled(), false)).has('version')).toBe(false);
  });
});

describe('valuesFromProduct', () => {
  it('fills the form from a product, blanks for nulls', () => {
    const product = {
      id: 1,
      name: 'Printer',
      price: '100.00',
      discounted_price: null,
      stock: 2,
      brand: 'Epson',
      key_features: 'Fast',
      description: 'Office',
      category: 4,
      processor: null,
      ram_size: '8GB',
    } as unknown as ProductView;
    const values = valuesFromProduct(product);
    expect(values).toMatchObject({
      name: 'Printer',
      price: '100.00',
      discounted_price: '',
      stock: '2',
      category: '4',
      processor: '',
      ram_size: '8GB',
      warranty: '',
    });
  });
});

describe('error texts', () => {
  it('joins the edit failure lines with semicolons after the spec sentence', () => {
    expect(updateFailureText([])).toBe(messages.product.updateFailed);
    expect(updateFailureText(['name: a', 'price: b'])).toBe(
      `${messages.product.updateFailed}\nname: a; price: b`,
    );
  });

  it('explains an image failure from the API answer', () => {
    expect(
      imageFailureReason(415, { detail: messages.image.unsupported, image: [messages.image.unsupported] }),
    ).toBe(messages.image.unsupported);
    expect(imageFailureReason(413, { detail: messages.image.tooLarge })).toBe(messages.image.tooLarge);
    expect(imageFailureReason(413, null)).toBe(messages.image.tooLarge);
    expect(imageFailureReason(415, 'x')).toBe(messages.image.unsupported);
    expect(imageFailureReason(500, null)).toBe(messages.common.unexpected);
  });
});

describe('response shapes', () => {
  it('recognises a product', () => {
    expect(isProductView({ id: 1, name: 'x', images: [] })).toBe(true);
    expect(isProductView({ ok: true })).toBe(false);
    expect(isProductView('saved')).toBe(false);
  });
});

import { brandKey, brandOptions, normalizeBrand } from '~/domain/brand';
import {
  discountExceedsPrice,
  LAPTOP_FIELDS,
  productFieldsSchema,
  type LaptopField,
  type ProductView,
} from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { fieldErrors } from '../shared/api-errors';
import { schemaMessages } from '../shared/form-action';
import type { FieldMessages } from '../shared/form-state';

/** What the product form holds: every value as typed, so nothing is lost when a save fails. */
export interface ProductFormValues extends Record<LaptopField, string> {
  name: string;
  key_features: string;
  price: string;
  discounted_price: string;
  stock: string;
  brand: string;
  description: string;
  category: string;
}

export type ProductFormField = keyof ProductFormValues;

export function emptyProductValues(category = ''): ProductFormValues {
  const laptop = Object.fromEntries(LAPTOP_FIELDS.map((field) => [field, ''])) as Record<LaptopField, string>;
  return {
    name: '',
    key_features: '',
    price: '',
    discounted_price: '',
    stock: '',
    brand: '',
    description: '',
    category,
    ...laptop,
  };
}

export function valuesFromProduct(product: ProductView): ProductFormValues {
  const values = emptyProductValues(product.category === null ? '' : String(product.category));
  for (const field of LAPTOP_FIELDS) values[field] = product[field] ?? '';
  return {
    ...values,
    name: product.name,
    key_features: product.key_features,
    price: product.price,
    discounted_price: product.discounted_price ?? '',
    stock: String(product.stock),
    brand: product.brand,
    description: product.description,
  };
}

/** The form's fields from what it submitted; a field it did not carry (a laptop spec elsewhere) is blank. */
export function productValues(form: FormData): ProductFormValues {
  const values = emptyProductValues();
  for (const field of Object.keys(values) as ProductFormField[]) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The form's messages by field, from the schema the API parses a product with, and the two rules its service
 * adds with the same texts: a new product needs a category, and a discount may not exceed the price.
 */
export function productFormMessages(
  values: ProductFormValues,
  options: { requireCategory: boolean },
): FieldMessages {
  const found: FieldMessages = {};
  if (options.requireCategory && values.category === '') found.category = messages.product.categoryRequired;
  Object.assign(found, schemaMessages(productFieldsSchema, values));
  const { price, discounted_price: discounted } = productFieldsSchema.shape;
  const prices = [price.safeParse(values.price), discounted.safeParse(values.discounted_price)] as const;
  if (prices[0].success && prices[1].success && discountExceedsPrice(prices[0].data, prices[1].data)) {
    found.discounted_price = messages.product.discountTooHigh;
  }
  return found;
}

/**
 * The form as POST /api/products/ reads it, checked by productFormMessages first. Laptop fields go only with a
 * laptop category (the API drops them elsewhere); a blank discounted price is sent so an edit can remove the
 * discount.
 */
export function productForm(values: ProductFormValues, laptop: boolean) {
  const laptopFields = laptop
    ? (Object.fromEntries(LAPTOP_FIELDS.map((field) => [field, values[field].trim()])) as Record<
        LaptopField,
        string
      >)
    : {};
  return {
    name: values.name.trim(),
    brand: normalizeBrand(values.brand),
    price: values.price.trim().replace(/,/g, ''),
    discounted_price: values.discounted_price.trim().replace(/,/g, ''),
    stock: Number(values.stock.trim()),
    key_features: values.key_features.replace(/\r\n?/g, '\n'),
    description: values.description,
    category: values.category === '' ? null : Number(values.category),
    ...laptopFields,
  };
}

/**
 * The form as PUT /api/products/id/{id}/ reads it, given what the edit loaded. The stock goes only if someone
 * changed it: an order shipped while the form was open has already taken units off, and writing the old figure
 * back would undo that. The version lets the server refuse the save when the product changed since it loaded.
 */
export function productEditForm(
  values: ProductFormValues,
  laptop: boolean,
  loaded: { stock: number; version: number },
) {
  const form = productForm(values, laptop);
  return {
    ...form,
    stock: form.stock === loaded.stock ? undefined : form.stock,
    version: loaded.version,
  };
}

/** The brand choices: defaults, the API's brands and brands created on this screen, normalised and sorted. */
export function brandChoices(loaded: readonly string[] | null, created: readonly string[] = []): string[] {
  return brandOptions([...(loaded ?? []), ...created]);
}

/** The listed brand a typed text means (case-insensitive, normalised), or null for a new brand. */
export function matchBrand(choices: readonly string[], typed: string): string | null {
  const key = brandKey(typed);
  if (key === '') return null;
  return choices.find((choice) => brandKey(choice) === key) ?? null;
}

/** Choices containing the typed text (all of them for blank text). */
export function filterBrands(choices: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return needle === '' ? [...choices] : choices.filter((choice) => choice.toLowerCase().includes(needle));
}

/** The edit screen's failure text: the spec's sentence, then the field errors as "field: message; ...". */
export function updateFailureText(lines: readonly string[]): string {
  return lines.length === 0
    ? messages.product.updateFailed
    : `${messages.product.updateFailed}\n${lines.join('; ')}`;
}

/** Why an image upload failed, from the API's answer (415, 413 and 400 carry a sentence). */
export function imageFailureReason(status: number | null, body: unknown): string {
  const [, fieldMessage] = fieldErrors(body).find(([field]) => field === 'image') ?? [];
  if (fieldMessage) return fieldMessage;
  if (body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string')
    return (body as { detail: string }).detail;
  if (status === 415) return messages.image.unsupported;
  if (status === 413) return messages.image.tooLarge;
  return messages.common.unexpected;
}

/** True for an answer shaped like a product (the edit screen reports anything else as unexpected). */
export function isProductView(body: unknown): body is ProductView {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as Partial<ProductView>;
  return (
    typeof candidate.id === 'number' && typeof candidate.name === 'string' && Array.isArray(candidate.images)
  );
}

import type { z } from 'zod';
import { LAPTOP_FIELDS, type productFieldsSchema } from './catalogue';

/**
 * The product's own fields as the API, the Excel sheet and the admin form name them, each with the property of
 * the stored row (`db/schema`) that holds it. The mappers between rows, views, sheet rows, form data and the
 * history are derived from this table, so a new field is added here and in the schema, not in every mapper;
 * a field of `productFieldsSchema` missing here fails `tsc`.
 */
const PRODUCT_FIELD_COLUMNS = {
  name: 'name',
  price: 'price',
  discounted_price: 'discountedPrice',
  stock: 'stock',
  serialized: 'serialized',
  warranty_months: 'warrantyMonths',
  brand: 'brand',
  key_features: 'keyFeatures',
  description: 'description',
  hidden: 'hidden',
  category: 'categoryId',
  processor: 'processor',
  ram_size: 'ramSize',
  storage_type: 'storageType',
  storage_capacity: 'storageCapacity',
  screen_size: 'screenSize',
  resolution: 'resolution',
  operating_system: 'operatingSystem',
  warranty: 'warranty',
} as const satisfies Record<keyof z.output<typeof productFieldsSchema>, string>;

type Columns = typeof PRODUCT_FIELD_COLUMNS;
export type ProductField = keyof Columns;

/** Every field, in the order the API view lists them. */
export const PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_COLUMNS) as ProductField[];

/**
 * The Excel sheet's columns are the API's field names, so export → edit → import is the normal workflow. The
 * journeys build their workbooks from the same list.
 */
export const EXCEL_COLUMNS = [
  'id',
  'name',
  'category',
  'brand',
  'price',
  'discounted_price',
  'stock',
  'serialized',
  'warranty_months',
  'key_features',
  'description',
  'hidden',
  ...LAPTOP_FIELDS,
  'images',
] as const satisfies readonly ('id' | 'images' | ProductField)[];

/** The fields every product has; the laptop specs (LAPTOP_FIELDS) are stored only for a laptop category. */
export const COMMON_PRODUCT_FIELDS = PRODUCT_FIELDS.filter(
  (field) => !(LAPTOP_FIELDS as readonly string[]).includes(field),
) as Exclude<ProductField, (typeof LAPTOP_FIELDS)[number]>[];

/** The named fields of a stored row under their API names. */
export function fieldsFromColumns<F extends ProductField, R extends Partial<Record<Columns[F], unknown>>>(
  row: R,
  fields: readonly F[],
): { [K in F]: R[Columns[K]] } {
  return Object.fromEntries(fields.map((field) => [field, row[PRODUCT_FIELD_COLUMNS[field]]])) as {
    [K in F]: R[Columns[K]];
  };
}

/** The named fields under their column names, each value given by `value`. */
export function columnsFromFields<F extends ProductField, V>(
  fields: readonly F[],
  value: (field: F) => V,
): { [K in F as Columns[K]]: V } {
  return Object.fromEntries(fields.map((field) => [PRODUCT_FIELD_COLUMNS[field], value(field)])) as {
    [K in F as Columns[K]]: V;
  };
}

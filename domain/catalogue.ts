import { z } from 'zod';
import { normalizeBrand } from './brand';
import { ROW_ID_MAX } from './constants';
import { messages } from './messages';
import type { categoryViewSchema, imageVariantSchema, imageViewSchema, productViewSchema } from './views';

/** Spec fields sent only for the laptop category. */
export const LAPTOP_FIELDS = [
  'processor',
  'ram_size',
  'storage_type',
  'storage_capacity',
  'screen_size',
  'resolution',
  'operating_system',
  'warranty',
] as const;
export type LaptopField = (typeof LAPTOP_FIELDS)[number];

export const LAPTOP_FIELD_LABELS: Record<LaptopField, string> = {
  processor: 'Processor',
  ram_size: 'RAM',
  storage_type: 'Storage type',
  storage_capacity: 'Storage capacity',
  screen_size: 'Screen size',
  resolution: 'Resolution',
  operating_system: 'Operating system',
  warranty: 'Warranty',
};

/** Filter groups in display order; only brand applies outside the laptop category. */
export const FILTER_GROUPS = [
  'brand',
  'processor',
  'ram_size',
  'storage',
  'screen_size',
  'operating_system',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  brand: 'Brand',
  processor: 'Processor',
  ram_size: 'RAM',
  storage: 'Storage',
  screen_size: 'Screen size',
  operating_system: 'Operating system',
};
/** The spec's filters response: group name → sorted distinct values. */
export type FiltersResponse = Partial<Record<FilterGroup, string[]>>;
export type ActiveFilters = Partial<Record<FilterGroup, string[]>>;

export function isLaptopCategory(category: { slug?: string | null; name?: string | null } | null): boolean {
  return Boolean(category && /laptop/i.test(`${category.slug ?? ''} ${category.name ?? ''}`));
}

export const PRODUCT_SORTS = ['latest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ImageVariant = z.infer<typeof imageVariantSchema>;

export type ImageView = z.infer<typeof imageViewSchema>;

export type CategoryView = z.infer<typeof categoryViewSchema>;

export type ProductView = z.infer<typeof productViewSchema>;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ProductListQuery {
  category?: string;
  query?: string;
  /** Case-insensitive substring of the product name (the admin list's search box); trimmed, blank ignored. */
  name?: string;
  sort?: ProductSort;
  filters?: ActiveFilters;
  page: number;
  pageSize: number;
  /** Staff see hidden products (flagged); the public never does. */
  includeHidden?: boolean;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A peso amount as typed: up to 10 whole digits and 2 decimals. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export const money = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} must be a number.` })
    .transform((value) => String(value).trim().replace(/,/g, ''))
    .pipe(
      z
        .string()
        .regex(MONEY_PATTERN, {
          error: `${field} must be a number of at least 0 with at most 2 decimal places.`,
        })
        .transform((value) => Number(value).toFixed(2)),
    );

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/**
 * One rule set for products, shared by the API (multipart strings), the Excel import and the admin forms.
 * Cross-field and database rules (unique name, discount ≤ price) are checked by the service.
 */
export const productFieldsSchema = z.object({
  name: z
    .string({ error: messages.product.nameRequired })
    .trim()
    .min(1, { error: messages.product.nameRequired })
    .max(200),
  brand: z
    .string({ error: messages.product.brandRequired })
    .transform(normalizeBrand)
    .pipe(z.string().min(1, { error: messages.product.brandRequired }).max(80)),
  price: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? undefined : value),
      money('Price').optional(),
    )
    .pipe(z.string({ error: messages.product.priceRequired })),
  discounted_price: z.preprocess(blankToNull, money('Discounted price').nullable().optional()),
  stock: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'boolean'
          ? Number.NaN
          : value,
    z.coerce
      .number({ error: messages.product.stockRequired })
      .int({ error: 'Stock must be a whole number.' })
      .min(0, { error: 'Stock must be 0 or more.' })
      .max(2_000_000_000),
  ),
  serialized: z.preprocess(
    (value) =>
      typeof value === 'string' ? ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase()) : value,
    z.boolean({ error: 'Choose yes or no.' }).optional(),
  ),
  warranty_months: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'boolean'
          ? Number.NaN
          : value,
    z.coerce
      .number({ error: messages.product.warrantyMonths })
      .int({ error: messages.product.warrantyMonths })
      .min(0, { error: messages.product.warrantyMonths })
      .max(120, { error: messages.product.warrantyMonths })
      .optional(),
  ),
  key_features: z.preprocess((value) => value ?? '', z.string().max(10_000)),
  description: z.preprocess((value) => value ?? '', z.string().max(20_000)),
  hidden: z.preprocess(
    (value) =>
      typeof value === 'string' ? ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase()) : value,
    z.boolean().optional(),
  ),
  category: z.preprocess(
    (value) => (typeof value === 'boolean' ? Number.NaN : blankToNull(value)),
    z.coerce
      .number({ error: messages.product.categoryRequired })
      .int()
      .positive()
      .max(ROW_ID_MAX)
      .nullable()
      .optional(),
  ),
  processor: optionalText(120),
  ram_size: optionalText(60),
  storage_type: optionalText(60),
  storage_capacity: optionalText(60),
  screen_size: optionalText(60),
  resolution: optionalText(60),
  operating_system: optionalText(80),
  warranty: optionalText(120),
});

/** Discount rule of section 5, also enforced by the service against stored values on partial updates. */
export function discountExceedsPrice(price: string, discountedPrice: string | null | undefined): boolean {
  return discountedPrice !== null && discountedPrice !== undefined && Number(discountedPrice) > Number(price);
}

const categoryNameSchema = z
  .string({ error: messages.category.nameRequired })
  .trim()
  .min(1, { error: messages.category.nameRequired })
  .max(80);

/** The text part of the category form (add and edit), as the API reads it and the admin checks it first. */
export const categoryNameFormSchema = z.object({ name: categoryNameSchema });

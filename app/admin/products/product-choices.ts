import type { CategoryView } from '~/domain/catalogue';
import { api, unwrap } from '../../lib/api-client';

/** What the product form offers: the categories and the brands, each with whether it could be loaded. */
export interface ProductChoices {
  categories: CategoryView[];
  categoriesFailed: boolean;
  brands: string[] | null;
  brandsFailed: boolean;
}

/**
 * The categories and brands of the product forms. A failure is part of the answer, not thrown: the form says
 * so beside the selector (no category: nothing to add to) or the brand box (a brand can still be typed).
 */
export async function loadProductChoices(): Promise<ProductChoices> {
  const [categories, brands] = await Promise.allSettled([
    unwrap(api.GET('/api/categories/')),
    unwrap(api.GET('/api/brands/')),
  ]);
  return {
    categories: categories.status === 'fulfilled' ? categories.value : [],
    categoriesFailed: categories.status === 'rejected',
    brands: brands.status === 'fulfilled' ? brands.value : null,
    brandsFailed: brands.status === 'rejected',
  };
}

import type { ComponentType } from 'react';

/**
 * Every island by name, each a separate chunk that loads only on pages that contain it. The server renders
 * the same components through <Island>, which takes its name from this list.
 */
export const islands = {
  navbar: () => import('../components/layout/navbar').then((module) => module.Navbar),
  'category-strip': () =>
    import('../components/category/category-strip').then((module) => module.CategoryStrip),
  'latest-products': () =>
    import('../components/product/latest-products').then((module) => module.LatestProducts),
  'quick-view': () =>
    import('../components/product/quick-view-button').then((module) => module.QuickViewButton),
  'image-carousel': () =>
    import('../components/product/image-carousel').then((module) => module.ImageCarousel),
  'filter-toggle': () =>
    import('../components/category/listing-controls').then((module) => module.FilterToggle),
  'sort-select': () => import('../components/category/listing-controls').then((module) => module.SortSelect),
  'filter-panel': () =>
    import('../components/category/listing-controls').then((module) => module.FilterPanel),
  'map-frame': () => import('../components/layout/map-frame').then((module) => module.MapFrame),
  'inquiry-form': () => import('../components/inquiry/inquiry-form').then((module) => module.InquiryForm),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islands;

import { describe, expect, it } from 'vitest';
import { catalogueEtag, isPublicRead } from './public-cache';

describe('isPublicRead', () => {
  it.each([
    '/',
    '/products',
    '/categories',
    '/category/laptops',
    '/category/laptops/lenovo-ideapad-slim-3',
    '/search',
    '/services/it-support',
    '/sitemap.xml',
    '/category/laptops.data',
    '/_root.data',
    '/api/products/',
    '/api/products/lenovo-ideapad-slim-3/',
    '/api/categories/',
    '/api/categories/laptops/',
    '/api/filters/',
    '/api/brands/',
  ])('caches %s', (path) => expect(isPublicRead(path)).toBe(true));

  it.each([
    '/admin-products',
    '/Adminlogin',
    '/login',
    '/404',
    '/media/abc-400.webp',
    '/api/products/export-excel/',
    '/api/products/id/4/',
    '/api/orders/',
    '/api/dashboard/',
    '/api/user/admin-login/',
  ])('leaves %s alone', (path) => expect(isPublicRead(path)).toBe(false));
});

describe('catalogueEtag', () => {
  it('is strong and differs by deployment, version, address and content coding', () => {
    const etag = catalogueEtag('build-1', 7, 'http://shop.ph/category/laptops');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(catalogueEtag('build-1', 7, 'http://shop.ph/category/laptops')).toBe(etag);
    for (const other of [
      catalogueEtag('build-2', 7, 'http://shop.ph/category/laptops'),
      catalogueEtag('build-1', 8, 'http://shop.ph/category/laptops'),
      catalogueEtag('build-1', 7, 'http://shop.ph/category/laptops?page=2'),
      catalogueEtag('build-1', 7, 'http://other.ph/category/laptops'),
      catalogueEtag('build-1', 7, 'http://shop.ph/category/laptops', 'br'),
      catalogueEtag('build-1', 7, 'http://shop.ph/category/laptops', 'gzip'),
    ]) {
      expect(other).not.toBe(etag);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '~/domain/company';
import { absoluteUrl, pageMeta, siteUrlFor } from './seo';

const page = {
  company: DEMO_SETTINGS,
  path: '/products',
  title: 'Products',
  description: 'All of them',
  image: '/media/a.webp',
};

describe('the site address', () => {
  it('is SITE_URL, else the saved public address, else none: never a request origin', () => {
    expect(siteUrlFor('https://www.example.ph/', { public_url: 'https://shop.example.ph' })).toBe(
      'https://www.example.ph',
    );
    expect(siteUrlFor(undefined, { public_url: 'https://shop.example.ph' })).toBe('https://shop.example.ph');
    expect(siteUrlFor(undefined, { public_url: '' })).toBe('');
    expect(absoluteUrl('', '/products')).toBe('/products');
  });
});

describe('pageMeta', () => {
  it('gives the canonical, og:url and og:image as absolute addresses on the public address', () => {
    const tags = pageMeta({ siteUrl: 'https://shop.example.ph', ...page });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example.ph/products',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example.ph/products' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.example.ph/media/a.webp' });
  });

  it('leaves them out, rather than guess, when no public address is known', () => {
    const tags = pageMeta({ siteUrl: '', ...page });
    const text = JSON.stringify(tags);
    expect(text).not.toContain('canonical');
    expect(text).not.toContain('og:url');
    expect(text).not.toContain('og:image');
    expect(text).not.toContain('localhost');
    expect(tags).toContainEqual({ title: `Products | ${DEMO_SETTINGS.name}` });
  });
});

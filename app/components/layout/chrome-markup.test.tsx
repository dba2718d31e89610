import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryView } from '~/domain/catalogue';
import { DEMO_SETTINGS } from '~/domain/company';
import type { CompanyView } from '~/domain/settings';
import { InsideIsland } from '../../islands/context';
import { chromeMarkup } from './chrome-markup.server';
import { Navbar } from './navbar';
import { activeQuickLink } from './secondary-nav';

const { notify_emails: _, ...settings } = DEMO_SETTINGS;
const company: CompanyView = { ...settings, logo: null };

const category = (id: number, name: string, slug: string): CategoryView =>
  ({ id, name, slug, product_count: 3 }) as CategoryView;
const categories = [category(1, 'Laptops', 'laptops'), category(2, 'Printers & Ink', 'printers-&-ink')];

const at = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return chromeMarkup(categories, company, url.pathname, url.search);
};

function mount(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the frame of a public page, rendered once', () => {
  it('is the navbar the browser hydrates without a mismatch', async () => {
    const chrome = at('/about');
    const container = mount(chrome.navbar.markup);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        createElement(InsideIsland.Provider, { value: true }, createElement(Navbar, chrome.navbar.props)),
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    const about = container.querySelector('nav[aria-label="Main"] a[href="/about"]');
    expect(about?.getAttribute('aria-current')).toBe('page');
    // Hydrated: the disclosure gave way to the menu button.
    expect(container.querySelector('button[aria-controls="mobile-menu"]')).not.toBeNull();
  });

  it('is shared by every page that shows the same navbar and quick links', () => {
    const first = at('/category/laptops/thinkpad-e14');
    const second = at('/category/laptops/probook-450/');
    expect(second.navbar.markup).toBe(first.navbar.markup);
    expect(second.secondaryNav).toBe(first.secondaryNav);
    expect(second.footer).toBe(first.footer);
    expect(first.navbar.props.current).toBeNull();
  });

  it('marks where the visitor is, and leaves the quick links off a category listing', () => {
    const product = mount(at('/category/laptops/thinkpad-e14').secondaryNav);
    expect(product.querySelector('[aria-current="page"]')?.textContent).toBe('Laptops');
    const overview = mount(at('/categories').secondaryNav);
    expect(overview.querySelector('[aria-current="page"]')?.textContent).toBe('All Categories');
    expect(at('/category/laptops').secondaryNav).toBe('');
    expect(at('/').secondaryNav).toBe('');
    expect(
      mount(at('/').navbar.markup)
        .querySelector('nav[aria-label="Main"] a[href="/"]')
        ?.getAttribute('aria-current'),
    ).toBe('page');
  });

  it('keeps a search in the navbar of its results page only', () => {
    const results = mount(at('/search?query=ink+cartridge').navbar.markup);
    const boxes = [...results.querySelectorAll<HTMLInputElement>('input[name="query"]')];
    expect(boxes.map((box) => box.value)).toEqual(['ink cartridge', 'ink cartridge']);
    const elsewhere = mount(at('/products?query=ink').navbar.markup);
    expect(
      [...elsewhere.querySelectorAll<HTMLInputElement>('input[name="query"]')].map((box) => box.value),
    ).toEqual(['', '']);
  });

  it('is made once for the same category list, company and navbar, and found again by content', () => {
    expect(at('/category/laptops/thinkpad-e14')).toBe(at('/category/laptops/thinkpad-e14'));
    expect(at('/search?query=ink')).not.toBe(at('/search?query=toner'));
    // The caches hand out new objects when the catalogue or the settings change: equal content, equal markup.
    const copied = chromeMarkup([...categories], { ...company }, '/category/laptops/thinkpad-e14', '');
    expect(copied).not.toBe(at('/category/laptops/thinkpad-e14'));
    expect(copied.navbar.markup).toBe(at('/category/laptops/thinkpad-e14').navbar.markup);
  });

  it("carries of the company's settings only what the navbar's logo shows", () => {
    const { navbar } = at('/about');
    expect(navbar.props.company).toEqual({
      name: company.name,
      short_name: company.short_name,
      logo: null,
      logo_subtitle: company.logo_subtitle,
    });
    expect(navbar.markup).toContain(company.short_name);
  });

  it('renders anew when the company changes', () => {
    const renamed = chromeMarkup(categories, { ...company, name: 'Renamed Trading' }, '/about', '');
    expect(mount(renamed.footer).textContent).toContain('Renamed Trading');
    expect(renamed.navbar.props.company.name).toBe('Renamed Trading');
    expect(mount(at('/about').footer).textContent).not.toContain('Renamed Trading');
  });

  it('renders anew when the categories change', () => {
    const before = at('/products');
    const after = chromeMarkup([...categories, category(3, 'Audio', 'audio')], company, '/products', '');
    expect(after.navbar.markup).not.toBe(before.navbar.markup);
    expect(mount(after.footer).textContent).toContain('Audio');
    expect(mount(after.secondaryNav).querySelector('a[href="/category/audio"]')).not.toBeNull();
  });
});

describe('activeQuickLink', () => {
  it('is the category of the page or of anything under it, or the overview', () => {
    expect(activeQuickLink('/category/laptops', categories)).toBe('/category/laptops');
    expect(activeQuickLink('/category/Laptops/x/', categories)).toBe('/category/laptops');
    expect(activeQuickLink('/category/printers-%26-ink/hp-ink', categories)).toBe(
      '/category/printers-%26-ink',
    );
    expect(activeQuickLink('/categories/', categories)).toBe('/categories');
    expect(activeQuickLink('/category/laptopsx', categories)).toBeNull();
    expect(activeQuickLink('/search', categories)).toBeNull();
  });
});

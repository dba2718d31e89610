import { LayoutGrid } from 'lucide-react';
import type { CategoryView } from '~/domain/catalogue';

/** Section 2: not on home, register or a category's own listing page. */
export function showsSecondaryNav(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/register') return false;
  return !/^\/category\/[^/]+$/.test(path);
}

/** The quick link that leads to where the visitor is: the page itself or anything under it. */
export function activeQuickLink(pathname: string, categories: readonly Pick<CategoryView, 'slug'>[]) {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const under = (href: string) => path === href || path.startsWith(`${href}/`);
  if (under('/categories')) return '/categories';
  return (
    categories
      .map(({ slug }) => `/category/${encodeURIComponent(slug)}`)
      .find((href) => under(href.toLowerCase())) ?? null
  );
}

const quickLink = (active: boolean) =>
  `inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
    active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:bg-white hover:text-slate-900'
  }`;

/**
 * A quick-links bar to every category, on medium and larger screens only. Plain links, nothing of the
 * router's: public pages set it as markup rendered once per category list and place (chrome-markup.server.ts).
 */
export function SecondaryNav({
  categories,
  active,
}: {
  categories: Pick<CategoryView, 'id' | 'slug' | 'name'>[];
  /** The address of the quick link for where the visitor is (activeQuickLink), or null. */
  active: string | null;
}) {
  if (categories.length === 0) return null;
  const current = (href: string) => (href === active ? 'page' : undefined);
  return (
    <nav
      aria-label="Category quick links"
      className="hidden border-b border-slate-200 bg-slate-50 md:block"
      data-testid="secondary-nav"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 overflow-x-auto px-4 py-2 sm:px-6">
        <a
          href="/categories"
          aria-current={current('/categories')}
          className={quickLink(active === '/categories')}
        >
          <LayoutGrid className="size-4" aria-hidden="true" />
          All Categories
        </a>
        <span className="h-4 w-px shrink-0 bg-slate-300" aria-hidden="true" />
        {categories.map((category) => {
          const href = `/category/${encodeURIComponent(category.slug)}`;
          return (
            <a
              key={category.id}
              href={href}
              aria-current={current(href)}
              className={quickLink(href === active)}
            >
              {category.name}
            </a>
          );
        })}
      </div>
    </nav>
  );
}

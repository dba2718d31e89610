import { LayoutGrid } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import type { CategoryView } from '~/domain/catalogue';

/** Section 2: not on home, register or a category's own listing page. */
function showsSecondaryNav(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/register') return false;
  return !/^\/category\/[^/]+$/.test(path);
}

/** A quick-links bar to every category, on medium and larger screens only. */
export function SecondaryNav({ categories }: { categories: CategoryView[] }) {
  const { pathname } = useLocation();
  if (!showsSecondaryNav(pathname) || categories.length === 0) return null;
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
      isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:bg-white hover:text-slate-900'
    }`;
  return (
    <nav
      aria-label="Category quick links"
      className="hidden border-b border-slate-200 bg-slate-50 md:block"
      data-testid="secondary-nav"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 overflow-x-auto px-4 py-2 sm:px-6">
        <NavLink to="/categories" prefetch="intent" className={link}>
          <LayoutGrid className="size-4" aria-hidden="true" />
          All Categories
        </NavLink>
        <span className="h-4 w-px shrink-0 bg-slate-300" aria-hidden="true" />
        {categories.map((category) => (
          <NavLink
            key={category.id}
            to={`/category/${encodeURIComponent(category.slug)}`}
            prefetch="intent"
            className={link}
          >
            {category.name}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}

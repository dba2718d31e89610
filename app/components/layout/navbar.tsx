import { ChevronDown, LogOut, Menu, Search, ShieldCheck, UserRound, X } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { CategoryView } from '~/domain/catalogue';
import { SERVICE_PAGES } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { useHydrated } from '../../lib/use-hydrated';
import { isLoggedIn, isStaff, isSuperuser, onSessionChange } from '../../lib/session';
import { DisclosureMenu } from './disclosure-menu';
import { Logo, type LogoCompany } from './logo';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const navLink = `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium lg:px-3 text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;
const menuItem = `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 ${focusRing}`;

/** Logged in means a stored access token (section 3); the server never knows, so it renders logged out. */
function useLoggedIn(): { loggedIn: boolean; staff: boolean } {
  const loggedIn = useSyncExternalStore(onSessionChange, isLoggedIn, () => false);
  const staff = useSyncExternalStore(
    onSessionChange,
    () => isStaff() || isSuperuser(),
    () => false,
  );
  return { loggedIn, staff };
}

/** Submits only non-blank text (section 2); until the island hydrates the plain GET form reaches /search. */
function SearchBox({ id, initial }: { id: string; initial: string }) {
  const [text, setText] = useState(initial);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    window.location.assign(`/search?query=${encodeURIComponent(query)}`);
  };
  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="query"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search laptops, printers, accessories…"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-11 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      <button
        type="submit"
        aria-label="Search"
        className={`absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 ${focusRing}`}
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}

function NavDropdown({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DisclosureMenu
      trigger={
        <>
          {label}
          <ChevronDown className="size-4 transition group-data-[state=open]:rotate-180" aria-hidden="true" />
        </>
      }
      buttonClassName={`${navLink} group inline-flex items-center gap-1 data-[state=open]:bg-slate-100`}
    >
      <ul>{children}</ul>
    </DisclosureMenu>
  );
}

function UserMenu({ loggedIn, staff }: { loggedIn: boolean; staff: boolean }) {
  const iconButton = `inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-700 hover:bg-slate-100 ${focusRing}`;
  if (!loggedIn) {
    return (
      <a href="/login" className={iconButton} aria-label="Login" title="Login">
        <UserRound className="size-5" aria-hidden="true" />
      </a>
    );
  }
  return (
    <DisclosureMenu
      trigger={<UserRound className="size-5" aria-hidden="true" />}
      label="Account menu"
      align="end"
      buttonClassName={`${iconButton} bg-brand-50 text-brand-700`}
    >
      <ul>
        {staff && (
          <li>
            <a href="/admin-dashboard" className={menuItem}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              Admin dashboard
            </a>
          </li>
        )}
        <li>
          <a href="/logout" className={menuItem}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </a>
        </li>
      </ul>
    </DisclosureMenu>
  );
}

const mobileLink = `block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 ${focusRing}`;

/** A section of the phone menu that opens in place, its links indented under the label. */
function MobileSubmenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className="group">
      <summary
        className={`${mobileLink} flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden`}
      >
        {label}
        <ChevronDown className="size-5 transition group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="pl-3">{children}</div>
    </details>
  );
}

const menuToggle = `inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-700 hover:bg-slate-100 md:hidden ${focusRing}`;

type NavCategory = Pick<CategoryView, 'id' | 'slug' | 'name'>;

export interface NavbarProps {
  categories: NavCategory[];
  /** The navbar's own page being viewed ('/', '/about' or '/contact'), marked as current; null elsewhere. */
  current: string | null;
  /** The search being viewed (empty elsewhere), shown in the search box. */
  query: string;
  company: LogoCompany;
}

/** An island: every link is a document navigation, so the menu closes with the page it was opened on. */
export function Navbar({ categories, current: currentPage, query, company }: NavbarProps) {
  const { loggedIn, staff } = useLoggedIn();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const current = (path: string) => (currentPage === path ? 'page' : undefined);

  return (
    <header className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo company={company} />
        <div className="mx-4 hidden max-w-md flex-1 xl:block">
          <SearchBox id="navbar-search" initial={query} />
        </div>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-0.5 md:flex">
          <a href="/" aria-current={current('/')} className={navLink}>
            Home
          </a>
          <NavDropdown label="Products">
            <li className="mb-1 border-b border-slate-100 pb-1">
              <a href="/products" className={`${menuItem} font-semibold`}>
                All products
              </a>
            </li>
            {categories.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">{messages.category.noneFound}</li>
            ) : (
              categories.map((category) => (
                <li key={category.id}>
                  <a href={`/category/${encodeURIComponent(category.slug)}`} className={menuItem}>
                    {category.name}
                  </a>
                </li>
              ))
            )}
          </NavDropdown>
          <NavDropdown label="Services">
            {SERVICE_PAGES.map((service) => (
              <li key={service.path}>
                <a href={service.path} className={menuItem}>
                  {service.title}
                </a>
              </li>
            ))}
          </NavDropdown>
          <a href="/about" aria-current={current('/about')} className={navLink}>
            About Us
          </a>
          <a href="/contact" aria-current={current('/contact')} className={navLink}>
            Contact Us
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <UserMenu loggedIn={loggedIn} staff={staff} />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? 'Close menu' : 'Open menu'}
              className={menuToggle}
            >
              {open ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
            </button>
          ) : (
            // Before (or without) script the toggle is a disclosure; the header's has-[] rule shows the menu.
            <details id="mobile-menu-toggle" className="group/toggle md:hidden">
              <summary
                aria-label="Menu"
                className={`${menuToggle} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                <Menu className="size-5 group-open/toggle:hidden" aria-hidden="true" />
                <X className="hidden size-5 group-open/toggle:block" aria-hidden="true" />
              </summary>
            </details>
          )}
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-2 sm:px-6 xl:hidden">
        <SearchBox id="mobile-search" initial={query} />
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={hydrated && !open}
        className={`${hydrated ? '' : 'hidden group-has-[#mobile-menu-toggle[open]]/header:block'} max-h-[calc(100vh-8rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden`}
      >
        <a href="/" className={mobileLink}>
          Home
        </a>
        <MobileSubmenu label="Products">
          <a href="/products" className={`${mobileLink} text-sm`}>
            All products
          </a>
          {categories.map((category) => (
            <a
              key={category.id}
              href={`/category/${encodeURIComponent(category.slug)}`}
              className={`${mobileLink} text-sm`}
            >
              {category.name}
            </a>
          ))}
        </MobileSubmenu>
        <MobileSubmenu label="Services">
          {SERVICE_PAGES.map((service) => (
            <a key={service.path} href={service.path} className={`${mobileLink} text-sm`}>
              {service.title}
            </a>
          ))}
        </MobileSubmenu>
        <a href="/about" className={mobileLink}>
          About Us
        </a>
        <a href="/contact" className={mobileLink}>
          Contact Us
        </a>
        {loggedIn ? (
          <a href="/logout" className={mobileLink}>
            Logout
          </a>
        ) : (
          <a href="/login" className={mobileLink}>
            Login
          </a>
        )}
      </nav>
    </header>
  );
}

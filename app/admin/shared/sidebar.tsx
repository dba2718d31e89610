import * as Dialog from '@radix-ui/react-dialog';
import {
  Building2,
  ClipboardList,
  FileText,
  FolderTree,
  History,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  ReceiptText,
  Menu,
  Package,
  Settings,
  Tags,
  Truck,
  UsersRound,
  HandCoins,
  Banknote,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { CompanyView } from '~/domain/settings';
import { messages } from '~/domain/messages';
import { LogoMark } from '../../components/layout/logo';
import { CloseButton, ConfirmDialog, InitialAvatar } from './ui';
import { adminPaths } from '../../lib/admin-paths';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  superuserOnly?: boolean;
  /** Other paths that belong to this item (add and edit screens). */
  alsoActiveOn?: RegExp;
}

const NAV_ITEMS: NavItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  {
    to: adminPaths.products,
    label: 'Product',
    icon: Package,
    alsoActiveOn: /^\/admin-(add-products|edit-product)/,
  },
  {
    to: adminPaths.categories,
    label: 'Categories',
    icon: FolderTree,
    alsoActiveOn: /^\/admin\/categories\//,
  },
  { to: adminPaths.orders, label: 'Orders', icon: ClipboardList },
  { to: adminPaths.deliveries, label: 'Deliveries', icon: Truck },
  { to: adminPaths.inquiries, label: 'Inquiries', icon: Inbox },
  { to: adminPaths.quotations, label: 'Quotations', icon: FileText },
  { to: adminPaths.customers, label: 'Customers', icon: Building2 },
  { to: adminPaths.invoices, label: 'Invoices', icon: ReceiptText },
  { to: adminPaths.receivables, label: 'Receivables', icon: HandCoins },
  { to: adminPaths.payments, label: 'Payments', icon: Banknote, alsoActiveOn: /^\/admin-payments\// },
  { to: adminPaths.priceTiers, label: 'Price tiers', icon: Tags, superuserOnly: true },
  { to: adminPaths.activity, label: 'Activity', icon: History },
  { to: adminPaths.account, label: 'My account', icon: KeyRound },
  {
    to: adminPaths.staff,
    label: 'Staff',
    icon: UsersRound,
    superuserOnly: true,
    alsoActiveOn: /^\/(create-staff|edit-staff)/,
  },
  { to: adminPaths.settings, label: 'Settings', icon: Settings, superuserOnly: true },
];

export interface SidebarUser {
  username: string;
  isSuperuser: boolean;
}

function NavLinks({ user, onNavigate }: { user: SidebarUser; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.filter((item) => !item.superuserOnly || user.isSuperuser).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) => {
              const active = isActive || Boolean(item.alsoActiveOn?.test(pathname));
              return `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-400 ${
                active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white'
              }`;
            }}
          >
            <item.icon aria-hidden="true" className="size-5 shrink-0" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Brand({ company }: { company: CompanyView }) {
  return (
    <Link
      to={adminPaths.dashboard}
      className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      {company.logo ? (
        <img src={company.logo.url} alt="" className="size-9 shrink-0 rounded-lg bg-white object-contain" />
      ) : (
        <LogoMark className="size-9 shrink-0" />
      )}
      <span className="text-sm leading-tight font-bold text-white">{company.name}</span>
    </Link>
  );
}

function UserCard({ user, onLogout }: { user: SidebarUser; onLogout: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/5 px-3 py-3">
      <InitialAvatar name={user.username} className="flex bg-brand-600 text-white" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-white" data-testid="sidebar-username">
          {user.username}
        </p>
        <p className="text-xs text-slate-400" data-testid="sidebar-role">
          {user.isSuperuser ? 'Admin' : 'Staff'}
        </p>
      </div>
      <button
        type="button"
        onClick={onLogout}
        aria-label="Logout"
        title="Logout"
        className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <LogOut aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * The back office's navigation: a fixed column on large screens, a top bar with a drawer on phones and
 * tablets. The logout icon asks first, as the spec's dialog does.
 */
export function AdminSidebar({
  user,
  company,
  onLogout,
}: {
  user: SidebarUser;
  company: CompanyView;
  onLogout: () => void;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askLogout = () => {
    setDrawerOpen(false);
    setConfirmOpen(true);
  };

  return (
    <>
      {/* The column stretches with the page (its dark edge runs to the bottom); its content sticks in view. */}
      <aside className="hidden w-64 shrink-0 bg-slate-900 lg:block">
        <div className="sticky top-0 flex h-screen flex-col px-4 py-5">
          <Brand company={company} />
          <nav aria-label="Back office" className="mt-8 flex-1 overflow-y-auto">
            <NavLinks user={user} />
          </nav>
          <UserCard user={user} onLogout={askLogout} />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex items-center justify-between bg-slate-900 px-4 py-3 lg:hidden">
        <Brand company={company} />
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger
            aria-label="Open menu"
            className="rounded-lg p-2 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <Menu aria-hidden="true" className="size-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-900 px-4 py-5 shadow-2xl focus:outline-none lg:hidden">
              <Dialog.Title className="sr-only">Back office menu</Dialog.Title>
              <Dialog.Description className="sr-only">Screens of the back office</Dialog.Description>
              <div className="flex items-center justify-between gap-2">
                <Brand company={company} />
                <CloseButton
                  label="Close menu"
                  className="rounded-lg p-2 text-slate-300 hover:bg-white/10 hover:text-white"
                />
              </div>
              <nav aria-label="Back office" className="mt-8 flex-1 overflow-y-auto">
                <NavLinks user={user} onNavigate={() => setDrawerOpen(false)} />
              </nav>
              <UserCard user={user} onLogout={askLogout} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={messages.admin.logoutQuestion}
        confirmLabel="Logout"
        onConfirm={() => {
          setConfirmOpen(false);
          onLogout();
        }}
      />
    </>
  );
}

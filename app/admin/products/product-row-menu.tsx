import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Eye, EyeOff, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { adminPaths } from '../../lib/admin-paths';
import { RowMenu, RowMenuSeparator } from '../shared/row-menu';

const baseItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none';
const itemClass = `${baseItem} text-slate-700 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900`;
const dangerItemClass = `${baseItem} text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`;

interface ProductRowMenuProps {
  product: ProductView;
  /** Delete and Hide/Unhide are the superuser's (spec section 6); staff get Edit only. */
  canManage: boolean;
  /** Delete is asked first, by the list. */
  onDelete: (product: ProductView) => void;
}

/** The per-row actions; Hide and Unhide go straight to the list's action, and the list then reloads. */
export function ProductRowMenu({ product, canManage, onDelete }: ProductRowMenuProps) {
  // One fetcher a product (its table row and its phone card share it), so rows toggle independently.
  const visibility = useFetcher({ key: `product-visibility-${product.id}` });
  const toggleHidden = () =>
    void visibility.submit(
      { intent: product.hidden ? 'unhide' : 'hide', id: product.id },
      { method: 'post' },
    );
  return (
    <RowMenu
      label={`Actions for ${product.name}`}
      icon={MoreVertical}
      triggerClassName="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900"
      contentClassName="z-40 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      collisionPadding={8}
    >
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={adminPaths.editProduct(product.id)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
      </DropdownMenu.Item>
      {canManage && (
        <>
          <DropdownMenu.Item className={itemClass} onSelect={toggleHidden}>
            {product.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {product.hidden ? 'Unhide' : 'Hide'}
          </DropdownMenu.Item>
          <RowMenuSeparator />
          <DropdownMenu.Item className={dangerItemClass} onSelect={() => onDelete(product)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </>
      )}
    </RowMenu>
  );
}

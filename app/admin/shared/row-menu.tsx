import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A table row's actions menu. Radix keeps one menu open at a time, closes it on a click outside or Escape and
 * gives arrow-key navigation. Not modal: a modal menu would block the page's pointer events and, when an item
 * opens a dialog, can leave them blocked after that dialog closes.
 */
export function RowMenu({
  label,
  icon: Icon,
  triggerClassName,
  contentClassName,
  collisionPadding,
  children,
}: {
  label: string;
  icon: LucideIcon;
  triggerClassName: string;
  contentClassName: string;
  collisionPadding?: number;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        <Icon aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={collisionPadding}
          className={contentClassName}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The thin line between groups of a row menu's items. */
export function RowMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />;
}

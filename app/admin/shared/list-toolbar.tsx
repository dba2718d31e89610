import type { ReactNode } from 'react';

const rowFrom = {
  lg: 'lg:flex-row lg:items-center lg:justify-between',
  xl: 'xl:flex-row xl:items-center xl:justify-between',
} as const;

/**
 * The bar at the top of a list's panel: its filters on the left, its search on the right, stacked until the
 * screen is `wide` enough to hold them side by side.
 */
export function ListToolbar({ wide, children }: { wide: keyof typeof rowFrom; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-3 border-b border-slate-100 p-3 sm:p-4 ${rowFrom[wide]}`}>
      {children}
    </div>
  );
}

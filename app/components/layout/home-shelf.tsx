import type { ReactNode } from 'react';

/**
 * A row of the home page (the categories, the latest products): its title and a line under it, the row's own
 * controls on the right, and the row below.
 */
export function HomeShelf({
  id,
  title,
  intro,
  controls,
  children,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {controls}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/** Title band shared by the listing pages: breadcrumb, heading and a short description. */
export function PageHeader({
  title,
  description,
  breadcrumb,
}: {
  title: string;
  description?: ReactNode;
  breadcrumb?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {breadcrumb}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-slate-600">{description}</p>}
      </div>
    </div>
  );
}

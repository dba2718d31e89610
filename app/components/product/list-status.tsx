import type { ReactNode } from 'react';

/** A list's load error, in place of the list and announced at once. */
export function ListError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-rose-50 p-6 text-center text-rose-700">
      {children}
    </p>
  );
}

/** What a list shows instead of its items: its load error, or that there are none. */
export function ListStatus({ error, emptyText }: { error: string | null | undefined; emptyText: string }) {
  return error ? (
    <ListError>{error}</ListError>
  ) : (
    <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{emptyText}</p>
  );
}

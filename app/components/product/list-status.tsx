/** What a product list shows instead of products: its load error, or that there are none. */
export function ListStatus({ error, emptyText }: { error: string | null; emptyText: string }) {
  return error ? (
    <p role="alert" className="rounded-xl bg-rose-50 p-6 text-center text-rose-700">
      {error}
    </p>
  ) : (
    <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{emptyText}</p>
  );
}

import { CircleCheck, CircleX } from 'lucide-react';

export function StockBadge({ stock, detailed = false }: { stock: number; detailed?: boolean }) {
  if (stock > 0) {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        In stock{detailed ? ` (Quantity: ${stock})` : ''}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-rose-700">
      <CircleX className="size-4" aria-hidden="true" />
      Out of stock
    </span>
  );
}

import { Eye } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { QuickViewProduct } from './product-path';

const loadQuickView = () => import('./quick-view');
const QuickView = lazy(loadQuickView);

/**
 * An island on every product card: the dialog's code (and its dialog library) loads only when a visitor
 * points at or focuses the button.
 */
export function QuickViewButton({ product }: { product: QuickViewProduct }) {
  const [quickView, setQuickView] = useState(false);
  const [opened, setOpened] = useState(false);
  const quickViewButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={quickViewButton}
        type="button"
        aria-label={`Quick view: ${product.name}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadQuickView()}
        onFocus={() => void loadQuickView()}
        onClick={() => {
          setOpened(true);
          setQuickView(true);
        }}
        className="inline-flex size-9 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-sm hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Eye className="size-4" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            open={quickView}
            onOpenChange={setQuickView}
            returnFocus={quickViewButton}
          />
        </Suspense>
      )}
    </>
  );
}

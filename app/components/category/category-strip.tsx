import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CategoryView } from '~/domain/catalogue';
import { CATEGORY_STRIP_ITEMS, CATEGORY_STRIP_ITEMS_MOBILE, MOBILE_BREAKPOINT_PX } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { HomeShelf } from '../layout/home-shelf';
import { ListStatus } from '../product/list-status';
import { CategoryTile } from './category-tile';

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Items visible at once: 5, or 2 under 768 px (section 9). Server render assumes desktop; CSS sizes the items. */
function useVisibleCount(): number {
  const [visible, setVisible] = useState(CATEGORY_STRIP_ITEMS);
  useEffect(() => {
    const media = window.matchMedia(mobileQuery);
    const update = () => setVisible(media.matches ? CATEGORY_STRIP_ITEMS_MOBILE : CATEGORY_STRIP_ITEMS);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return visible;
}

/** One item back (`back`) or on. */
function StepButton({
  back = false,
  disabled,
  onClick,
}: {
  back?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = back ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={back ? 'Previous categories' : 'Next categories'}
      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** 'Browse by Category': previous/next move one item per click and stop at either end. */
export function CategoryStrip({
  categories,
  error,
  title = 'Browse by Category',
}: {
  categories: CategoryView[];
  error?: string | null;
  title?: string;
}) {
  const visible = useVisibleCount();
  const [start, setStart] = useState(0);
  const maxStart = Math.max(0, categories.length - visible);
  const first = Math.min(start, maxStart);
  const step = (by: number) => () => setStart(Math.min(maxStart, Math.max(0, first + by)));

  return (
    <HomeShelf
      id="category-strip-title"
      title={title}
      intro="Find the right gear for your home, office or business."
      controls={
        <div className="flex gap-2">
          <StepButton back disabled={first === 0} onClick={step(-1)} />
          <StepButton disabled={first >= maxStart} onClick={step(1)} />
        </div>
      }
    >
      {error || categories.length === 0 ? (
        <ListStatus error={error} emptyText={messages.category.noneToDisplay} />
      ) : (
        <div className="-mx-1.5 overflow-hidden py-2 md:-mx-2">
          <ul
            className="flex transition-transform duration-300 ease-out [--strip-visible:2] motion-reduce:transition-none md:[--strip-visible:5]"
            style={{ transform: `translateX(calc(${first} * -100% / var(--strip-visible)))` }}
          >
            {categories.map((category, position) => {
              const shown = position >= first && position < first + visible;
              return (
                <li
                  key={category.id}
                  className="min-w-0 shrink-0 basis-1/2 px-1.5 md:basis-1/5 md:px-2"
                  inert={!shown}
                  aria-hidden={!shown}
                  data-testid="category-strip-item"
                >
                  <CategoryTile category={category} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </HomeShelf>
  );
}

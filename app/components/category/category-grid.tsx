import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { CategoryTile } from './category-tile';

export function CategoryGrid({ categories, error }: { categories: CategoryView[]; error?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-6 text-center text-rose-700">
        {error}
      </p>
    );
  }
  if (categories.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">
        {messages.category.noneToDisplay}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}

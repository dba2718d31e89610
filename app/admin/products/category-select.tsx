import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { inputClass } from '../shared/ui';

interface CategorySelectProps {
  id: string;
  categories: CategoryView[];
  /** While the categories load: the spec's 'Loading categories...' in place of the selector. */
  loading?: boolean;
  loadFailed: boolean;
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  disabled?: boolean;
  /** Shows the spec's green confirmation of the chosen category (the add screen's selector). */
  confirmChoice?: boolean;
}

/**
 * The spec's category selector: 'Loading categories...' while loading, '-- Select Category --' as the empty
 * choice, the load failure in red and the chosen category in green.
 */
export function CategorySelect({
  id,
  categories,
  loading = false,
  loadFailed,
  value,
  onChange,
  error,
  disabled = false,
  confirmChoice = false,
}: CategorySelectProps) {
  const chosen = categories.find((category) => String(category.id) === value);
  const errorId = `${id}-error`;
  return (
    <div>
      {loading ? (
        <p
          role="status"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600"
        >
          {messages.category.loading}
        </p>
      ) : (
        <select
          id={id}
          name="category"
          value={value}
          required
          disabled={disabled || loadFailed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${error ? 'border-red-400!' : ''}`}
        >
          <option value="">{messages.category.emptyOption}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      )}
      {loadFailed && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {messages.category.loadProductCategoriesFailed}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
      {confirmChoice && chosen && !error && (
        <p role="status" className="mt-1.5 text-sm text-green-700">
          {adminMessages.productForm.categorySelected(chosen.name)}
        </p>
      )}
    </div>
  );
}

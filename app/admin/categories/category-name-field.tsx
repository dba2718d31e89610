import { FieldNotes, fieldAria } from '../shared/text-field';
import { inputClass, labelClass } from '../shared/ui';

const ID = 'category-name';

/** The category's name, as both the add form and the edit page ask for it; `error` is the form's message for it. */
export function CategoryNameField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={ID} className={labelClass}>
        Category Name
      </label>
      <input
        id={ID}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Enter category name"
        maxLength={80}
        disabled={disabled}
        {...fieldAria({ id: ID, error })}
        className={`mt-1.5 ${inputClass}`}
      />
      <FieldNotes id={ID} error={error} />
    </div>
  );
}

import { inputClass, labelClass } from '../shared/ui';

/** The category's name, as both the add form and the edit page ask for it. */
export function CategoryNameField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor="category-name" className={labelClass}>
        Category Name
      </label>
      <input
        id="category-name"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Enter category name"
        maxLength={80}
        disabled={disabled}
        className={`mt-1.5 ${inputClass}`}
      />
    </div>
  );
}

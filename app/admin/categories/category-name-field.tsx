import { TextField } from '../shared/text-field';

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
    <TextField
      id="category-name"
      label="Category Name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Enter category name"
      maxLength={80}
      disabled={disabled}
      error={error}
    />
  );
}

import { Cpu } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  isLaptopCategory,
  LAPTOP_FIELD_LABELS,
  LAPTOP_FIELDS,
  type CategoryView,
  type ImageView,
} from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { BrandCombobox } from './brand-combobox';
import { CategorySelect } from './category-select';
import { MediaPicker, type PendingImage } from './media-picker';
import {
  brandChoices,
  validateProductForm,
  type FieldErrorMap,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-model';
import { Button, buttonClass, inputClass, labelClass, Notice, Panel } from '../shared/ui';

export interface ProductSubmission {
  values: ProductFormValues;
  laptop: boolean;
  files: File[];
  removedImageIds: number[];
}

interface ProductFormProps {
  mode: 'add' | 'edit';
  initialValues: ProductFormValues;
  categories: CategoryView[];
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  brands: string[] | null;
  brandsFailed: boolean;
  existingImages?: ImageView[];
  /** Saves; answers the files still to upload (those that failed), so a retry does not repeat the others. */
  onSubmit: (submission: ProductSubmission) => Promise<File[] | undefined>;
  busy: boolean;
  /** After a success (or a created product whose images failed) the form must not be sent again. */
  locked: boolean;
  /** Field errors from the server, shown next to the fields. */
  serverErrors: FieldErrorMap;
  /** The screen's outcome message (success or failure summary). */
  notice: ReactNode;
  cancelTo: string;
}

const FIELD_ORDER = ['category', 'name', 'brand', 'price', 'discounted_price', 'stock'];

const requiredMark = (
  <span className="ml-0.5 text-red-600" aria-hidden="true">
    *
  </span>
);

/** The add and edit product form of spec sections 2 and 5, shared by both screens. */
export function ProductForm({
  mode,
  initialValues,
  categories,
  categoriesLoading,
  categoriesFailed,
  brands,
  brandsFailed,
  existingImages = [],
  onSubmit,
  busy,
  locked,
  serverErrors,
  notice,
  cancelTo,
}: ProductFormProps) {
  const idBase = useId();
  const fieldId = (field: string) => `${idBase}-${field}`;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [clientFailed, setClientFailed] = useState(false);
  const [createdBrands, setCreatedBrands] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [removed, setRemoved] = useState<Set<number>>(() => new Set());
  // The add screen asks for the category first; once chosen, the form stays so typed values are kept.
  const [categoryChosen, setCategoryChosen] = useState(mode === 'edit' || initialValues.category !== '');

  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors);
  }
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  // Previews are object URLs: release them when the form goes away (removals release their own).
  useEffect(() => () => pendingRef.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const category = categories.find((item) => String(item.id) === values.category) ?? null;
  const laptop = isLaptopCategory(category);
  const choices = brandChoices(brands, createdBrands);
  const disabled = busy || locked;

  function set(field: ProductFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function submit() {
    const found = validateProductForm(values, { requireCategory: mode === 'add' });
    setErrors(found);
    const invalid = Object.keys(found);
    setClientFailed(invalid.length > 0);
    if (invalid.length > 0) {
      // Fields are listed in form order, so the first one is where the person should look.
      const first = FIELD_ORDER.find((name) => invalid.includes(name));
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const present = new Set(existingImages.map((image) => image.id));
    const remaining = await onSubmit({
      values,
      laptop,
      files: pending.map((item) => item.file),
      removedImageIds: [...removed].filter((imageId) => present.has(imageId)),
    });
    if (remaining) {
      const kept = pending.filter((item) => remaining.includes(item.file));
      pending.filter((item) => !kept.includes(item)).forEach((item) => URL.revokeObjectURL(item.url));
      setPending(kept);
    }
  }

  const errorOf = (field: string) => errors[field];
  const describe = (field: string) => (errorOf(field) ? `${fieldId(field)}-error` : undefined);
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <p id={`${fieldId(field)}-error`} className="mt-1.5 text-sm text-red-600">
        {errorOf(field)}
      </p>
    ) : null;
  const fieldClass = (field: string) => `${inputClass} mt-1.5 ${errorOf(field) ? 'border-red-400!' : ''}`;

  function textField(
    field: ProductFormField,
    label: string,
    options: {
      required?: boolean;
      inputMode?: 'decimal' | 'numeric';
      placeholder?: string;
      hint?: string;
    } = {},
  ) {
    return (
      <div>
        <label htmlFor={fieldId(field)} className={labelClass}>
          {label}
          {options.required && requiredMark}
        </label>
        <input
          id={fieldId(field)}
          name={field}
          type="text"
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          required={options.required}
          aria-invalid={errorOf(field) ? true : undefined}
          aria-describedby={describe(field)}
          value={values[field]}
          disabled={disabled}
          onChange={(event) => set(field, event.target.value)}
          className={fieldClass(field)}
        />
        {options.hint && !errorOf(field) && <p className="mt-1 text-xs text-slate-500">{options.hint}</p>}
        {fieldError(field)}
      </div>
    );
  }

  const categorySelect = (confirmChoice: boolean) => (
    <CategorySelect
      id={fieldId('category')}
      categories={categories}
      loading={categoriesLoading}
      loadFailed={categoriesFailed}
      value={values.category}
      disabled={disabled}
      confirmChoice={confirmChoice}
      error={errorOf('category')}
      onChange={(next) => {
        set('category', next);
        if (next !== '') setCategoryChosen(true);
      }}
    />
  );

  const summaryLines = Object.values(errors).filter((message): message is string => Boolean(message));

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void submit();
      }}
      className="space-y-6"
    >
      {mode === 'add' && (
        <Panel className="p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">
            <label htmlFor={fieldId('category')}>{messages.category.selectHeading}</label>
            {requiredMark}
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            The category decides which fields the product has.
          </p>
          <div className="max-w-md">{categorySelect(true)}</div>
        </Panel>
      )}

      {categoryChosen && (
        <>
          <Panel className="p-5 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">Product details</h2>
            <p className="mt-1 text-sm text-slate-600">
              Fields marked <span className="text-red-600">*</span> are required.
            </p>
            <div className="mt-5 grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2">
              <div className="md:col-span-2">{textField('name', 'Product Name', { required: true })}</div>
              <div>
                <label htmlFor={fieldId('brand')} className={labelClass}>
                  Brand
                  {requiredMark}
                </label>
                <div className="mt-1.5">
                  <BrandCombobox
                    id={fieldId('brand')}
                    value={values.brand}
                    choices={choices}
                    loadFailed={brandsFailed}
                    invalid={Boolean(errorOf('brand'))}
                    describedBy={describe('brand')}
                    onChange={(brand) => set('brand', brand)}
                    onCreate={(brand) => setCreatedBrands((current) => [...current, brand])}
                  />
                </div>
                {fieldError('brand')}
              </div>
              {mode === 'edit' && (
                <div>
                  <label htmlFor={fieldId('category')} className={labelClass}>
                    Category
                    {requiredMark}
                  </label>
                  <div className="mt-1.5">{categorySelect(false)}</div>
                </div>
              )}
              {textField('price', 'Price', {
                required: true,
                inputMode: 'decimal',
                placeholder: '0.00',
                hint: 'In pesos (₱), up to 2 decimals; commas are fine.',
              })}
              {textField('discounted_price', 'Discounted Price', {
                inputMode: 'decimal',
                placeholder: 'Optional',
                hint: 'Leave empty for no discount.',
              })}
              <div>
                <label htmlFor={fieldId('stock')} className={labelClass}>
                  Stock
                  {requiredMark}
                </label>
                <input
                  id={fieldId('stock')}
                  name="stock"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  required
                  aria-invalid={errorOf('stock') ? true : undefined}
                  aria-describedby={describe('stock')}
                  value={values.stock}
                  disabled={disabled}
                  onChange={(event) => set('stock', event.target.value)}
                  className={fieldClass('stock')}
                />
                {fieldError('stock')}
              </div>
              <div className="md:col-span-2">
                <label htmlFor={fieldId('key_features')} className={labelClass}>
                  Key Features
                </label>
                <textarea
                  id={fieldId('key_features')}
                  name="key_features"
                  rows={4}
                  placeholder={'One feature per line'}
                  value={values.key_features}
                  disabled={disabled}
                  aria-describedby={describe('key_features')}
                  onChange={(event) => set('key_features', event.target.value)}
                  className={fieldClass('key_features')}
                />
                <p className="mt-1 text-xs text-slate-500">One feature per line.</p>
                {fieldError('key_features')}
              </div>
              <div className="md:col-span-2">
                <label htmlFor={fieldId('description')} className={labelClass}>
                  Description
                </label>
                <textarea
                  id={fieldId('description')}
                  name="description"
                  rows={5}
                  value={values.description}
                  disabled={disabled}
                  aria-describedby={describe('description')}
                  onChange={(event) => set('description', event.target.value)}
                  className={fieldClass('description')}
                />
                {fieldError('description')}
              </div>
            </div>
          </Panel>

          {laptop && (
            <Panel className="p-5 sm:p-6">
              <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Cpu aria-hidden="true" className="size-4 text-brand-600" />
                {adminMessages.productForm.laptopHeading}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{adminMessages.productForm.laptopHint}</p>
              <div
                className="mt-5 grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2"
                data-testid="laptop-fields"
              >
                {LAPTOP_FIELDS.map((field) => (
                  <div key={field}>{textField(field, LAPTOP_FIELD_LABELS[field])}</div>
                ))}
              </div>
            </Panel>
          )}

          <Panel className="p-5 sm:p-6">
            <MediaPicker
              id={fieldId('images')}
              pending={pending}
              onAdd={(files) =>
                setPending((current) => [
                  ...current,
                  ...files.map((file) => ({ file, url: URL.createObjectURL(file) })),
                ])
              }
              onRemove={(item) => {
                URL.revokeObjectURL(item.url);
                setPending((current) => current.filter((entry) => entry !== item));
              }}
              existing={existingImages}
              removedIds={removed}
              disabled={disabled}
              onToggleRemove={(imageId) =>
                setRemoved((current) => {
                  const next = new Set(current);
                  if (next.has(imageId)) next.delete(imageId);
                  else next.add(imageId);
                  return next;
                })
              }
            />
          </Panel>
        </>
      )}

      <div className="space-y-3">
        {clientFailed && summaryLines.length > 0 && !busy && (
          <Notice tone="error">
            {adminMessages.productForm.fixFields}
            <ul className="mt-1 list-disc pl-5">
              {summaryLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Notice>
        )}
        {!clientFailed && notice}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonClass('secondary')}>
            Cancel
          </Link>
          {(categoryChosen || mode === 'edit') && (
            <Button type="submit" busy={busy} disabled={locked}>
              {mode === 'add' ? 'Add Product' : 'Save Changes'}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

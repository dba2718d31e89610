import type { ProductView } from '~/domain/catalogue';
import { labelClass, Panel } from '../shared/ui';
import { BrandCombobox } from './brand-combobox';
import { CategorySelect } from './category-select';
import { MediaPicker } from './media-picker';
import type { ProductChoices } from './product-choices';
import {
  CategoryPanel,
  describedBy,
  FieldError,
  FormFooter,
  LaptopPanel,
  ProductField,
  RequiredMark,
} from './product-form-parts';
import { ProductNotice } from './product-notice';
import type { ProductActions } from './use-product-actions';
import { useProductForm } from './use-product-form';

interface ProductFormProps {
  /** The product being edited; none on the add screen. */
  product?: ProductView;
  choices: ProductChoices;
  actions: ProductActions;
  /** Loads the product again, offered when a save was refused because it had changed. */
  onReload?: () => void;
}

/** The add and edit product form of spec sections 2 and 5, shared by both screens. */
export function ProductForm({ product, choices, actions, onReload }: ProductFormProps) {
  const form = useProductForm({ product, choices, actions });
  const { field, fieldId, disabled } = form;
  const adding = product === undefined;

  const categorySelect = (
    <CategorySelect
      id={fieldId('category')}
      categories={choices.categories}
      loadFailed={choices.categoriesFailed}
      value={form.category}
      disabled={disabled}
      confirmChoice={adding}
      error={actions.errors.category}
      onChange={form.chooseCategory}
    />
  );
  const brand = field('brand');

  return (
    <form
      noValidate
      aria-busy={actions.busy || undefined}
      onChange={actions.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled)
          actions.submit(
            event.currentTarget,
            form.images.pending.map((item) => item.file),
          );
      }}
      className="space-y-6"
    >
      {product && (
        <>
          <input type="hidden" name="version" value={product.version} />
          <input type="hidden" name="loaded_stock" value={product.stock} />
        </>
      )}
      {adding && <CategoryPanel id={fieldId('category')}>{categorySelect}</CategoryPanel>}

      {form.categoryChosen && (
        <>
          <Panel className="p-5 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">Product details</h2>
            <p className="mt-1 text-sm text-slate-600">
              Fields marked <span className="text-red-600">*</span> are required.
            </p>
            <div className="mt-5 grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2">
              <div className="md:col-span-2">
                <ProductField field={field('name')} label="Product Name" required />
              </div>
              <div>
                <label htmlFor={brand.id} className={labelClass}>
                  Brand
                  <RequiredMark />
                </label>
                <div className="mt-1.5">
                  <input type="hidden" name="brand" value={form.brand} />
                  <BrandCombobox
                    id={brand.id}
                    value={form.brand}
                    choices={form.brands}
                    loadFailed={choices.brandsFailed}
                    invalid={Boolean(brand.error)}
                    describedBy={describedBy(brand)}
                    onChange={form.chooseBrand}
                    onCreate={form.createBrand}
                  />
                </div>
                <FieldError id={brand.id} error={brand.error} />
              </div>
              {!adding && (
                <div>
                  <label htmlFor={fieldId('category')} className={labelClass}>
                    Category
                    <RequiredMark />
                  </label>
                  <div className="mt-1.5">{categorySelect}</div>
                </div>
              )}
              <ProductField
                field={field('price')}
                label="Price"
                required
                inputMode="decimal"
                placeholder="0.00"
                hint="In pesos (₱), up to 2 decimals; commas are fine."
              />
              <ProductField
                field={field('discounted_price')}
                label="Discounted Price"
                inputMode="decimal"
                placeholder="Optional"
                hint="Leave empty for no discount."
              />
              <ProductField
                field={field('stock')}
                label="Stock"
                required
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
              />
              <div className="md:col-span-2">
                <ProductField
                  field={field('key_features')}
                  label="Key Features"
                  rows={4}
                  placeholder="One feature per line"
                  hint="One feature per line."
                />
              </div>
              <div className="md:col-span-2">
                <ProductField field={field('description')} label="Description" rows={5} />
              </div>
            </div>
          </Panel>

          {form.laptop && <LaptopPanel field={field} />}

          <Panel className="p-5 sm:p-6">
            <MediaPicker
              id={fieldId('images')}
              pending={form.images.pending}
              onAdd={form.images.add}
              onRemove={form.images.remove}
              existing={product?.images}
              removedIds={form.removed}
              disabled={disabled}
              onToggleRemove={form.toggleRemoved}
            />
          </Panel>
        </>
      )}

      <FormFooter
        notice={
          actions.result && !actions.busy ? (
            <ProductNotice result={actions.result} errors={actions.errors} onReload={onReload} />
          ) : null
        }
        submitLabel={adding ? (form.categoryChosen ? 'Add Product' : null) : 'Save Changes'}
        busy={actions.busy}
        locked={actions.locked}
      />
    </form>
  );
}

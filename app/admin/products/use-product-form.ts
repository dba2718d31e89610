import { useEffect, useId, useRef, useState } from 'react';
import { isLaptopCategory, type ProductView } from '~/domain/catalogue';
import type { ProductResult } from './product-actions';
import type { ProductChoices } from './product-choices';
import type { FieldState } from './product-form-parts';
import {
  brandChoices,
  emptyProductValues,
  valuesFromProduct,
  type ProductFormField,
} from './product-form-model';
import type { PendingImage } from './media-picker';
import type { ProductActions } from './use-product-actions';

/** The fields in the order they appear, so the first refused one is where the person should look. */
const FIELD_ORDER = ['category', 'name', 'brand', 'price', 'discounted_price', 'stock'];

const preview = (file: File): PendingImage => ({ file, url: URL.createObjectURL(file) });

/** The images an upload left to retry, once the action got that far; undefined before it did. */
function leftToUpload(result: ProductResult | undefined): File[] | undefined {
  if (!result?.locked && !result?.failures) return undefined;
  return (result.failures ?? []).map(({ file }) => file);
}

/**
 * The chosen images with their previews. Once the action has uploaded them, only those that failed stay
 * chosen, so a retry does not send the others again; a form shown anew after the save starts with those.
 */
function usePendingImages(result: ProductResult | undefined) {
  const [pending, setPending] = useState<PendingImage[]>(() => (leftToUpload(result) ?? []).map(preview));
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    const kept = leftToUpload(result);
    if (kept) setPending((current) => current.filter((item) => kept.includes(item.file)));
  }
  // Previews are object URLs: each is let go once its image leaves the list, and all of them with the form.
  const shown = useRef(pending);
  useEffect(() => {
    for (const item of shown.current) if (!pending.includes(item)) URL.revokeObjectURL(item.url);
    shown.current = pending;
  }, [pending]);
  useEffect(() => () => shown.current.forEach((item) => URL.revokeObjectURL(item.url)), []);
  return {
    pending,
    add: (files: File[]) => setPending((current) => [...current, ...files.map(preview)]),
    remove: (item: PendingImage) => setPending((current) => current.filter((entry) => entry !== item)),
  };
}

/**
 * What the product form keeps while it is open: the category (which decides the fields), the brand and the
 * brands created here, the chosen images and the stored ones marked for removal. The other fields are the
 * inputs' own; the form is sent as it stands.
 */
export function useProductForm({
  product,
  choices,
  actions,
}: {
  product?: ProductView;
  choices: ProductChoices;
  actions: ProductActions;
}) {
  const idBase = useId();
  const fieldId = (name: string) => `${idBase}-${name}`;
  const [initial] = useState(() => (product ? valuesFromProduct(product) : emptyProductValues()));
  const [category, setCategory] = useState(initial.category);
  // The add screen asks for the category first; once chosen, the form stays so typed values are kept.
  const [categoryChosen, setCategoryChosen] = useState(product !== undefined);
  const [brand, setBrand] = useState(initial.brand);
  const [createdBrands, setCreatedBrands] = useState<string[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const images = usePendingImages(actions.result);
  const disabled = actions.busy || actions.locked;

  const { result } = actions;
  useEffect(() => {
    if (!result?.refused) return;
    const first = FIELD_ORDER.find((name) => result.errors?.[name]);
    if (first) document.getElementById(`${idBase}-${first}`)?.focus();
  }, [result, idBase]);

  const chosen = choices.categories.find((item) => String(item.id) === category) ?? null;
  return {
    fieldId,
    disabled,
    laptop: isLaptopCategory(chosen),
    categoryChosen,
    category,
    chooseCategory(next: string) {
      setCategory(next);
      if (next !== '') setCategoryChosen(true);
    },
    brand,
    brands: brandChoices(choices.brands, createdBrands),
    chooseBrand(next: string) {
      setBrand(next);
      actions.edit('brand');
    },
    createBrand: (next: string) => setCreatedBrands((current) => [...current, next]),
    images,
    removed,
    toggleRemoved(imageId: number) {
      setRemoved((current) => {
        const next = new Set(current);
        if (next.has(imageId)) next.delete(imageId);
        else next.add(imageId);
        return next;
      });
    },
    /** The props of one field's input. */
    field: (name: ProductFormField): FieldState => ({
      id: fieldId(name),
      name,
      defaultValue: initial[name],
      error: actions.errors[name],
      disabled,
    }),
  };
}

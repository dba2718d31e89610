import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_REDIRECT_MS } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import type { ImageFailure } from './product-images-api';
import { categoryList, type FieldErrorMap } from './product-form-model';
import { adminPaths } from '../../lib/admin-paths';
import { Notice } from '../shared/ui';
import { useApiGet } from '../shared/use-api-data';

const NO_ERRORS: FieldErrorMap = {};

/**
 * What the add and edit product screens share: the categories and brands the form offers, the submit's state,
 * and the saved product's message followed by the way back to the list after PRODUCT_REDIRECT_MS.
 */
export function useProductScreen() {
  const navigate = useNavigate();
  const categories = useApiGet('/api/categories/');
  const brands = useApiGet('/api/brands/');
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>(NO_ERRORS);
  const [notice, setNotice] = useState<ReactNode>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const clearMessages = useCallback(() => {
    setNotice(null);
    setServerErrors(NO_ERRORS);
  }, []);

  const succeed = useCallback(
    (text: string) => {
      setBusy(false);
      setLocked(true);
      setNotice(<Notice tone="success">{text}</Notice>);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(adminPaths.products), PRODUCT_REDIRECT_MS);
    },
    [navigate],
  );

  return {
    categories,
    setBusy,
    setLocked,
    setServerErrors,
    setNotice,
    clearMessages,
    succeed,
    /** The props of ProductForm that are the same on both screens. */
    formProps: {
      categories: categoryList(categories.data),
      categoriesLoading: categories.loading,
      categoriesFailed: categories.error !== null,
      brands: brands.data,
      brandsFailed: brands.error !== null,
      busy,
      locked,
      serverErrors,
      notice,
      cancelTo: adminPaths.products,
    },
  };
}

/** The images a saved product could not take, one line each, under the screen's own sentence. */
export function ImageFailuresNotice({
  title,
  failures,
  children,
}: {
  title: string;
  failures: readonly ImageFailure[];
  children?: ReactNode;
}) {
  return (
    <Notice tone="error">
      {title}
      <ul className="mt-1 list-disc pl-5">
        {failures.map(({ file, reason }) => (
          <li key={file.name}>{adminMessages.productForm.imageFailed(file.name, reason)}</li>
        ))}
      </ul>
      {children}
    </Notice>
  );
}

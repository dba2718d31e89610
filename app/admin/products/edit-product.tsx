import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { ProductForm, type ProductSubmission } from './product-form';
import {
  fieldErrorMap,
  isProductView,
  productEditForm,
  updateFailureText,
  valuesFromProduct,
} from './product-form-model';
import { deleteProductImage, uploadProductImages } from './product-images-api';
import { ImageFailuresNotice, useProductScreen } from './use-product-screen';
import { EntityHistory } from '../shared/activity-list';
import { AdminPageHeader, Button, buttonClass, Loading, Notice, Panel } from '../shared/ui';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrorLines } from '../shared/api-errors';
import { idParams, useApiGet } from '../shared/use-api-data';
import type { Route } from './+types/edit-product';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Update Product | Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function EditProduct({ params }: Route.ComponentProps) {
  const request = idParams(params.id);
  const product = useApiGet('/api/products/id/{id}/', request);
  const screen = useProductScreen();
  const [historyKey, setHistoryKey] = useState(0);

  /** After a refused save: the loading state unmounts the form, which comes back with the other changes. */
  function reloadProduct() {
    screen.clearMessages();
    product.reload();
    setHistoryKey((value) => value + 1);
  }

  const header = (
    <AdminPageHeader
      title="Update Product"
      description={product.data ? product.data.name : undefined}
      actions={
        <Link to={adminPaths.products} className={buttonClass('secondary')}>
          Cancel
        </Link>
      }
    />
  );

  /** Spec section 4's order: removals first, then the product, then the new images, then the message. */
  async function submit({
    values,
    laptop,
    files,
    removedImageIds,
  }: ProductSubmission): Promise<File[] | undefined> {
    // The form is shown only once the product has loaded.
    const loaded = product.data;
    if (!loaded) return undefined;
    screen.setBusy(true);
    screen.clearMessages();
    const fail = (text: string) => {
      screen.setNotice(<Notice tone="error">{text}</Notice>);
      screen.setBusy(false);
    };

    const deleted: number[] = [];
    try {
      for (const imageId of removedImageIds) {
        await deleteProductImage(imageId);
        deleted.push(imageId);
      }
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? (errorSentence(error.body) ?? messages.common.unexpected)
          : messages.common.unexpected;
      fail(`${messages.product.updateFailed}\n${adminMessages.productForm.imageRemoveFailed(reason)}`);
      return undefined;
    } finally {
      if (deleted.length > 0)
        product.setData((current) =>
          current
            ? { ...current, images: current.images.filter((image) => !deleted.includes(image.id)) }
            : current,
        );
    }

    let saved: unknown;
    try {
      saved = await unwrap(
        api.PUT('/api/products/id/{id}/', {
          params: { path: { id: loaded.id } },
          body: productEditForm(values, laptop, loaded),
          bodySerializer: formData,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        screen.setBusy(false);
        screen.setNotice(
          <Notice tone="error">
            {messages.product.updateFailed}
            {'\n'}
            {errorSentence(error.body) ?? messages.product.changedSinceOpened}
            <div className="mt-2">
              <Button variant="secondary" onClick={reloadProduct}>
                {adminMessages.activity.staleProduct}
              </Button>
            </div>
          </Notice>,
        );
        return undefined;
      }
      if (error instanceof ApiError) {
        screen.setServerErrors(fieldErrorMap(error.body));
        fail(updateFailureText(fieldErrorLines(error.body)));
      } else {
        fail(messages.common.unexpected);
      }
      return undefined;
    }
    if (!isProductView(saved)) {
      fail(messages.product.unexpectedResponse);
      return undefined;
    }
    product.setData(saved);
    setHistoryKey((value) => value + 1);

    const failures = await uploadProductImages(saved.id, files);
    if (failures.length > 0) {
      const fresh = await unwrap(
        api.GET('/api/products/id/{id}/', { params: { path: { id: loaded.id } } }),
      ).catch(() => null);
      if (isProductView(fresh)) product.setData(fresh);
      screen.setBusy(false);
      screen.setNotice(
        <ImageFailuresNotice title={adminMessages.productForm.updatedImagesFailed} failures={failures} />,
      );
      return failures.map(({ file }) => file);
    }

    screen.succeed(messages.product.updated);
    return [];
  }

  if (product.loading || screen.categories.loading) {
    return (
      <div className="mx-auto max-w-4xl">
        {header}
        <Panel>
          <Loading label="Loading product..." />
        </Panel>
      </div>
    );
  }

  if (request === null || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <div className="mx-auto max-w-4xl">
        {header}
        <Panel className="flex flex-col items-center px-6 py-12 text-center">
          <PackageX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{messages.product.notFound}</h2>
          <p className="mt-1 text-sm text-slate-600">{adminMessages.productForm.notFoundHint}</p>
          <Link to={adminPaths.products} className={buttonClass('primary', 'mt-5')}>
            {adminMessages.productForm.backToProducts}
          </Link>
        </Panel>
      </div>
    );
  }

  if (product.error || screen.categories.error || !product.data) {
    return (
      <div className="mx-auto max-w-4xl">
        {header}
        <Notice tone="error">{messages.product.editLoadFailed}</Notice>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      {header}
      <ProductForm
        key={product.data.id}
        mode="edit"
        initialValues={valuesFromProduct(product.data)}
        existingImages={product.data.images}
        onSubmit={submit}
        {...screen.formProps}
      />
      <EntityHistory entityType="product" entityId={product.data.id} refreshKey={historyKey} />
    </div>
  );
}

import { Link } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { ProductForm, type ProductSubmission } from './product-form';
import { emptyProductValues, fieldErrorMap, productForm } from './product-form-model';
import { uploadProductImages } from './product-images-api';
import { ImageFailuresNotice, useProductScreen } from './use-product-screen';
import { AdminPageHeader, Notice } from '../shared/ui';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { fieldErrorLines } from '../shared/api-errors';
import type { Route } from './+types/add-product';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Add Product | Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AddProduct() {
  const screen = useProductScreen();

  async function submit({ values, laptop, files }: ProductSubmission): Promise<undefined> {
    screen.setBusy(true);
    screen.clearMessages();
    let product: ProductView;
    try {
      product = await unwrap(
        api.POST('/api/products/', { body: productForm(values, laptop), bodySerializer: formData }),
      );
      if (typeof product?.id !== 'number') throw new Error('The created product has no id.');
    } catch (error) {
      if (error instanceof ApiError) {
        const lines = fieldErrorLines(error.body);
        screen.setServerErrors(fieldErrorMap(error.body));
        screen.setNotice(
          <Notice tone="error">{lines.length > 0 ? lines.join('\n') : messages.product.createFailed}</Notice>,
        );
      } else {
        screen.setNotice(<Notice tone="error">{messages.common.unexpected}</Notice>);
      }
      screen.setBusy(false);
      return undefined;
    }

    const failures = await uploadProductImages(product.id, files);
    screen.setBusy(false);
    // The product exists either way: the form must not create it a second time.
    screen.setLocked(true);
    if (failures.length > 0) {
      screen.setNotice(
        <ImageFailuresNotice title={adminMessages.productForm.createdImagesFailed} failures={failures}>
          <Link to={adminPaths.editProduct(product.id)} className="mt-2 inline-block font-semibold underline">
            {adminMessages.productForm.openEditPage}
          </Link>
        </ImageFailuresNotice>,
      );
      return undefined;
    }
    screen.succeed(messages.product.created);
    return undefined;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title="Add Product"
        description="Choose a category first, then fill in the product details and add photos."
      />
      <ProductForm mode="add" initialValues={emptyProductValues()} onSubmit={submit} {...screen.formProps} />
    </div>
  );
}

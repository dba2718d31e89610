import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isRouteErrorResponse, useFetcher, useRevalidator, useRouteError } from 'react-router';
import { categoryNameFormSchema, type CategoryView } from '~/domain/catalogue';
import { CATEGORY_REDIRECT_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { CategoryNameField } from './category-name-field';
import { IconPicker } from '../shared/icon-picker';
import { AdminPageHeader, Button, Notice, Panel, FormActions, LinkButton } from '../shared/ui';
import { LoadFailedPanel } from '../shared/load-state';
import { requireStaff } from '../shared/admin-session';
import { schemaMessages } from '../shared/form-action';
import { useReturnAfter } from '../shared/return-after';
import { positiveInt } from '../shared/list-params';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { categoryForm, updateCategoryFailure } from './category-admin';
import type { Route } from './+types/edit-category';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Edit Category | Back office' }, { name: 'robots', content: 'noindex' }];
}

function BackLink() {
  return (
    <LinkButton to={adminPaths.categories} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to categories
    </LinkButton>
  );
}

/** The category to edit; an unknown one is a 404 for the error boundary, any other failure a retry. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = positiveInt(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  try {
    return { category: await unwrap(api.GET('/api/categories/{id}/', { params: { path: { id } } })) };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) throw new Response(null, { status: 404 });
    throw failure;
  }
}

/** Renames the category and replaces its icon when one was chosen; the refusal is one sentence. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const name = String(form.get('name') ?? '');
  const icon = form.get('icon');
  const refused = schemaMessages(categoryNameFormSchema, { name }).name;
  if (refused) return { saved: false, error: refused };
  try {
    await unwrap(
      api.PUT('/api/categories/{id}/', {
        params: { path: { id: Number(params.id) } },
        body: categoryForm(name, icon instanceof File ? icon : null),
        bodySerializer: formData,
      }),
    );
    return { saved: true, error: null };
  } catch (failure) {
    return { saved: false, error: updateCategoryFailure(failure instanceof ApiError ? failure.body : null) };
  }
}

function EditCategoryForm({ category }: { category: CategoryView }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [name, setName] = useState(category.name);
  const [icon, setIcon] = useState<File | null>(null);
  const busy = fetcher.state !== 'idle';
  const saved = fetcher.data?.saved === true;
  const error = busy ? null : (fetcher.data?.error ?? null);

  useReturnAfter(saved, adminPaths.categories, CATEGORY_REDIRECT_MS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData();
    body.set('name', name);
    if (icon) body.set('icon', icon);
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
  }

  return (
    <Panel className="max-w-2xl p-5 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-5">
        <CategoryNameField value={name} onChange={setName} disabled={saved} />
        <IconPicker
          label="Icon"
          file={icon}
          onChange={setIcon}
          currentUrl={category.icon ?? category.image}
          disabled={busy || saved}
        />
        {saved && <Notice tone="success">{messages.category.updated}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        <FormActions
          cancelTo={adminPaths.categories}
          submitLabel="Save Changes"
          busy={busy}
          disabled={saved}
        />
      </form>
    </Panel>
  );
}

function Header({ category }: { category?: CategoryView }) {
  return (
    <AdminPageHeader
      title="Edit Category"
      description={category ? `Rename "${category.name}" or replace its icon.` : undefined}
    />
  );
}

export default function EditCategory({ loaderData: { category } }: Route.ComponentProps) {
  return (
    <>
      <Header category={category} />
      <EditCategoryForm key={category.id} category={category} />
    </>
  );
}

/** An unknown category says so; a failed load offers a retry. Both lead back to the list. */
export function ErrorBoundary() {
  const failure = useRouteError();
  const revalidator = useRevalidator();
  const unknown = isRouteErrorResponse(failure) && failure.status === 404;
  return (
    <>
      <Header />
      {unknown ? (
        <LoadFailedPanel className="max-w-2xl" text={messages.category.notFound}>
          <BackLink />
        </LoadFailedPanel>
      ) : (
        <LoadFailedPanel className="max-w-2xl" text={adminMessages.categoriesStaff.categoryLoadFailed}>
          <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
            Try again
          </Button>
          <BackLink />
        </LoadFailedPanel>
      )}
    </>
  );
}

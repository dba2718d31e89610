import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CategoryView } from '~/domain/catalogue';
import { CATEGORY_REDIRECT_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { CategoryNameField } from './category-name-field';
import { IconPicker } from '../shared/icon-picker';
import { AdminPageHeader, Button, buttonClass, Notice, Panel, FormActions } from '../shared/ui';
import { LoadFailedPanel, LoadingPanel } from '../shared/load-state';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { categoryForm, updateCategoryFailure } from './category-admin';
import { idParams, useApiGet } from '../shared/use-api-data';
import type { Route } from './+types/edit-category';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Edit Category | Back office' }, { name: 'robots', content: 'noindex' }];
}

function BackLink() {
  return (
    <Link to={adminPaths.categories} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to categories
    </Link>
  );
}

function EditCategoryForm({ category }: { category: CategoryView }) {
  const navigate = useNavigate();
  const [name, setName] = useState(category.name);
  const [icon, setIcon] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(adminPaths.categories), CATEGORY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await unwrap(
        api.PUT('/api/categories/{id}/', {
          params: { path: { id: category.id } },
          body: categoryForm(name, icon),
          bodySerializer: formData,
        }),
      );
      setSaved(true);
    } catch (failure) {
      setError(updateCategoryFailure(failure instanceof ApiError ? failure.body : null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel className="max-w-2xl p-5 sm:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
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

export default function EditCategory({ params }: Route.ComponentProps) {
  const request = idParams(params.id);
  const { data, error, loading, reload } = useApiGet('/api/categories/{id}/', request);
  const unknown = request === null || (error instanceof ApiError && error.status === 404);

  return (
    <>
      <AdminPageHeader
        title="Edit Category"
        description={data ? `Rename "${data.name}" or replace its icon.` : undefined}
      />
      {unknown ? (
        <LoadFailedPanel className="max-w-2xl" text={messages.category.notFound}>
          <BackLink />
        </LoadFailedPanel>
      ) : loading ? (
        <LoadingPanel className="max-w-2xl" label={adminMessages.categoriesStaff.categoryLoading} />
      ) : error || !data ? (
        <LoadFailedPanel className="max-w-2xl" text={adminMessages.categoriesStaff.categoryLoadFailed}>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
          <BackLink />
        </LoadFailedPanel>
      ) : (
        <EditCategoryForm key={data.id} category={data} />
      )}
    </>
  );
}

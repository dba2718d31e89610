import { FolderTree, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { AddCategoryForm } from './add-category-form';
import { actionsColumn, DeleteRowButton, EditRowLink } from '../shared/row-actions';
import { AdminPageHeader, ConfirmDialog, Notice, Panel, PanelHeading } from '../shared/ui';
import { AdminList } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { addCategory, CATEGORY_INTENTS, deleteCategory, deleteCategoryConsequence } from './category-admin';
import { requireStaff } from '../shared/admin-session';
import { unlessRefused, type FormResult } from '../shared/form-action';
import { useFleetingNotice } from '../shared/fleeting-notice';
import { isSuperuser } from '../../lib/session';
import type { Route } from './+types/categories';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Categories | Back office' }, { name: 'robots', content: 'noindex' }];
}

/** Every category with its product count; a failed load keeps the screen and says so in the list, with a retry. */
export async function clientLoader() {
  await requireStaff();
  const superuser = isSuperuser();
  try {
    return { categories: await unwrap(api.GET('/api/categories/')), failed: false, superuser };
  } catch {
    return { categories: null, failed: true, superuser };
  }
}

/** Adds a category (the list's form) or deletes one (its confirm dialog); the router then loads the list again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const form = await request.formData();
  if (form.get('intent') === CATEGORY_INTENTS.add) return addCategory(form);
  return deleteCategory(Number(form.get('id')));
}

export const shouldRevalidate = unlessRefused;

function CategoryThumb({ category }: { category: CategoryView }) {
  const src = category.icon ?? category.image;
  return (
    <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {src ? (
        <img
          src={src}
          srcSet={category.icon_srcset ?? undefined}
          sizes="40px"
          alt={`${category.name} icon`}
          loading="lazy"
          className="size-full object-contain"
        />
      ) : (
        <ImageIcon aria-label="No icon" className="size-5 text-slate-300" />
      )}
    </div>
  );
}

function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

export default function AdminCategories({
  loaderData: { categories, failed, superuser },
}: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const remover = useFetcher<FormResult>();
  const [pending, setPending] = useState<CategoryView | null>(null);
  const deleting = remover.state !== 'idle';
  const { notice: message } = useFleetingNotice(remover.data);

  function confirmDelete(category: CategoryView) {
    void remover
      .submit({ intent: CATEGORY_INTENTS.remove, id: category.id }, { method: 'post' })
      .then(() => setPending(null));
  }

  return (
    <>
      <AdminPageHeader
        title="Categories"
        description={
          superuser
            ? 'Add, rename and remove the categories that group the catalogue.'
            : adminMessages.categoriesStaff.categoryOnlyAdminsAdd
        }
      />

      <div className="space-y-6">
        {superuser && <AddCategoryForm />}

        <Panel>
          <PanelHeading
            icon={<FolderTree aria-hidden="true" />}
            title="All categories"
            count={categories?.length}
          />
          {message && (
            <div className="px-5 pt-4">
              <Notice tone={message.tone}>{message.text}</Notice>
            </div>
          )}
          <AdminList
            rows={categories}
            loading={revalidator.state === 'loading'}
            error={failed}
            onRetry={() => void revalidator.revalidate()}
            loadingLabel={messages.category.loading}
            errorText={messages.category.loadFailed}
            empty={messages.category.noneFound}
            columns={[
              {
                header: 'Icon',
                className: 'w-14 py-3 pr-2 pl-4 sm:w-16 sm:px-5',
                cell: (category) => <CategoryThumb category={category} />,
              },
              {
                header: 'Category Name',
                className: 'px-2 py-3 sm:px-3',
                cell: (category) => (
                  <>
                    <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{category.name}</p>
                    <p className="text-xs text-slate-500 sm:hidden">
                      {productCountLabel(category.product_count)}
                    </p>
                  </>
                ),
              },
              {
                header: 'Products',
                className: 'hidden px-3 py-3 sm:table-cell',
                cellClassName: 'text-slate-700',
                cell: (category) => productCountLabel(category.product_count),
              },
              actionsColumn((category: CategoryView) => (
                <>
                  <EditRowLink to={adminPaths.editCategory(category.id)} label={`Edit ${category.name}`} />
                  {superuser && (
                    <DeleteRowButton label={`Delete ${category.name}`} onClick={() => setPending(category)} />
                  )}
                </>
              )),
            ]}
          />
        </Panel>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        title={pending ? `Delete "${pending.name}"?` : 'Delete category?'}
        description={
          pending ? `${deleteCategoryConsequence(pending.product_count)} This cannot be undone.` : undefined
        }
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => pending && confirmDelete(pending)}
      />
    </>
  );
}

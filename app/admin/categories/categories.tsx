import { FolderTree, ImageIcon, Plus } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import type { CategoryView } from '~/domain/catalogue';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { CategoryNameField } from './category-name-field';
import { IconPicker } from '../shared/icon-picker';
import { actionsColumn, DeleteRowButton, EditRowLink } from '../shared/row-actions';
import {
  AdminPageHeader,
  ConfirmDialog,
  Notice,
  Panel,
  PanelHeading,
  useAutoClear,
  FormActions,
} from '../shared/ui';
import { AdminList } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { addCategoryFailure, categoryForm, deleteCategoryConsequence } from './category-admin';
import { withReason } from '../shared/failure-reason';
import { isSuperuser } from '../../lib/session';
import { useApiGet } from '../shared/use-api-data';
import type { Route } from './+types/categories';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Categories | Back office' }, { name: 'robots', content: 'noindex' }];
}

type Message = { tone: 'success' | 'error'; text: string } | null;

function useMessage(): [Message, (message: Message) => void] {
  const [message, setMessage] = useState<Message>(null);
  const clear = useCallback(() => setMessage(null), []);
  useAutoClear(message, clear, MESSAGE_AUTO_CLEAR_MS);
  return [message, setMessage];
}

function AddCategoryForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await unwrap(
        api.POST('/api/categories/', { body: categoryForm(name, icon), bodySerializer: formData }),
      );
      setName('');
      setIcon(null);
      setMessage({ tone: 'success', text: messages.category.added });
      onAdded();
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : null;
      setMessage({ tone: 'error', text: addCategoryFailure(body) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Plus aria-hidden="true" className="size-5 text-brand-600" />
        Add Category
      </h2>
      {/* The spec shows no required check here: the server's "Name: ..." answer is the feedback. */}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <CategoryNameField value={name} onChange={setName} />
          <IconPicker label="Icon" file={icon} onChange={setIcon} disabled={busy} />
        </div>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        <FormActions cancelTo={adminPaths.products} submitLabel="Add Category" busy={busy} />
      </form>
    </Panel>
  );
}

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

export default function AdminCategories() {
  const superuser = isSuperuser();
  const { data, error, loading, reload, setData } = useApiGet('/api/categories/');
  const [pending, setPending] = useState<CategoryView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useMessage();

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await unwrap(api.DELETE('/api/categories/{id}/', { params: { path: { id: pending.id } } }));
      const removed = pending.id;
      setData((current) => current?.filter((category) => category.id !== removed) ?? null);
      setMessage({ tone: 'success', text: messages.category.deleted });
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : null;
      setMessage({ tone: 'error', text: withReason(messages.category.deleteFailed, body) });
    } finally {
      setDeleting(false);
      setPending(null);
    }
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
        {superuser && <AddCategoryForm onAdded={reload} />}

        <Panel>
          <PanelHeading
            icon={<FolderTree aria-hidden="true" />}
            title="All categories"
            count={data?.length}
          />
          {message && (
            <div className="px-5 pt-4">
              <Notice tone={message.tone}>{message.text}</Notice>
            </div>
          )}
          <AdminList
            rows={data}
            loading={loading}
            error={error}
            onRetry={reload}
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
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

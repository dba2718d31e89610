import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { adminPaths } from '../../lib/admin-paths';
import type { FormResult } from '../shared/form-action';
import { IconPicker } from '../shared/icon-picker';
import { useFleetingNotice } from '../shared/fleeting-notice';
import { FormActions, Notice, Panel, CardHeading } from '../shared/ui';
import { CATEGORY_INTENTS } from './category-admin';
import { CategoryNameField } from './category-name-field';

interface Draft {
  /** The answer the draft was typed after. */
  after?: FormResult;
  name: string;
  icon: File | null;
  /** Whether the name changed since that answer, which takes its message away. */
  nameEdited: boolean;
}

/**
 * The Add Category form. It posts to the list's action through its own fetcher; a category added starts the
 * form afresh (the draft typed since an answer belongs to that answer), and the router loads the list again.
 */
export function AddCategoryForm() {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const [draft, setDraft] = useState<Draft>({ name: '', icon: null, nameEdited: false });
  // What was typed since the last answer; a category added starts the form afresh.
  const current = draft.after === result || result?.notice.tone !== 'success';
  const name = current ? draft.name : '';
  const icon = current ? draft.icon : null;
  const nameEdited = draft.after === result && draft.nameEdited;
  const { notice } = useFleetingNotice(result);
  const edit = (change: Partial<Pick<Draft, 'name' | 'icon'>>) =>
    setDraft({ after: result, name, icon, nameEdited: nameEdited || 'name' in change, ...change });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData();
    body.set('intent', CATEGORY_INTENTS.add);
    body.set('name', name);
    if (icon) body.set('icon', icon);
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
  }

  return (
    <Panel className="p-5 sm:p-6">
      <CardHeading icon={<Plus aria-hidden="true" />}>Add Category</CardHeading>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <CategoryNameField
            value={name}
            error={busy || nameEdited ? undefined : result?.errors?.name}
            onChange={(typed) => edit({ name: typed })}
          />
          <IconPicker
            label="Icon"
            file={icon}
            onChange={(chosen) => edit({ icon: chosen })}
            disabled={busy}
          />
        </div>
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        <FormActions cancelTo={adminPaths.products} submitLabel="Add Category" busy={busy} />
      </form>
    </Panel>
  );
}

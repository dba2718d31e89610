import { useCallback, useState } from 'react';
import { INQUIRY_STATUSES, MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { INQUIRY_LIMITS } from '~/domain/inquiry';
import { adminMessages } from '~/domain/admin-messages';
import { useActionForm, type FormResult } from '../shared/form-action';
import { fieldAria, FieldNotes, TextAreaField } from '../shared/text-field';
import { Button, inputClass, labelClass, Notice, useAutoClear } from '../shared/ui';
import { statusLabel } from './inquiry-badges';
import { isInquiryStatus, type InquiryView } from './inquiry-inbox';

const text = adminMessages.inquiryInbox;
const STATUS_ID = 'inquiry-status';

/** The success notice goes after a while; a refusal stays until the next save. */
function useShownNotice(result: FormResult | undefined, busy: boolean) {
  const [cleared, setCleared] = useState<FormResult>();
  const clear = useCallback(() => setCleared(result), [result]);
  useAutoClear(result?.notice.tone === 'success' ? result : null, clear, MESSAGE_AUTO_CLEAR_MS);
  return !busy && result && result !== cleared ? result.notice : null;
}

/**
 * The staff follow-up of an inquiry: its status and internal notes, saved by the inbox route's action. What
 * is typed is kept until the inquiry as loaded changes (a save, which the router loads again); Save waits for
 * a change.
 */
export function FollowUpForm({ inquiry }: { inquiry: InquiryView }) {
  const { fetcher, result, busy, errors, onChange } = useActionForm();
  const notice = useShownNotice(result, busy);
  const loaded = { status: inquiry.status, notes: inquiry.notes, of: inquiry.updated_at };
  const [draft, setDraft] = useState(loaded);
  const values = draft.of === loaded.of ? draft : loaded;
  const changed = values.status !== inquiry.status || values.notes !== inquiry.notes;

  return (
    <fetcher.Form
      method="post"
      noValidate
      onChange={onChange}
      aria-label={text.manage}
      className="space-y-4 border-t border-slate-200 bg-slate-50/60 px-5 py-5 sm:px-6"
    >
      <input type="hidden" name="id" value={inquiry.id} />
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.manage}</h3>
      <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={STATUS_ID} className={labelClass}>
            {text.statusLabel}
          </label>
          <select
            id={STATUS_ID}
            name="status"
            value={values.status}
            onChange={(event) => {
              const status = event.target.value;
              if (isInquiryStatus(status)) setDraft({ ...values, status });
            }}
            {...fieldAria({ id: STATUS_ID, error: errors.status })}
            className={`${inputClass} mt-1`}
          >
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
          <FieldNotes id={STATUS_ID} error={errors.status} />
        </div>
        <TextAreaField
          id="inquiry-notes"
          name="notes"
          label={text.notesLabel}
          rows={4}
          maxLength={INQUIRY_LIMITS.notes}
          value={values.notes}
          onChange={(event) => setDraft({ ...values, notes: event.target.value })}
          hint={text.notesHint}
          error={errors.notes}
        />
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" busy={busy} disabled={!changed}>
          {text.save}
        </Button>
      </div>
    </fetcher.Form>
  );
}

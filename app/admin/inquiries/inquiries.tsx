import { MailOpen } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { requireStaff } from '../shared/admin-session';
import { formValues, unlessRefused } from '../shared/form-action';
import { RESEND_EMAIL_INTENT, resendEmail } from '../shared/email-list';
import { EmptyState } from '../shared/admin-list';
import { AdminPageHeader, Panel } from '../shared/ui';
import { useListParams } from '../shared/use-list-params';
import { changeCustomer, CUSTOMER_INTENTS, loadInbox, saveFollowUp } from './inbox-data';
import { PurposeSelect, SearchBox, StatusTabs } from './inbox-filters';
import { InboxList } from './inbox-list';
import { INBOX_PARAMS, inboxRequest, type StatusTab } from './inquiry-inbox';
import { InquiryPanel } from './inquiry-detail';
import type { Route } from './+types/inquiries';

const text = adminMessages.inquiryInbox;
/** Tailwind's xl breakpoint, where list and detail sit side by side. */
const WIDE_LAYOUT_PX = 1280;

export function meta() {
  return [{ title: `${text.title} | Back office` }, { name: 'robots', content: 'noindex' }];
}

/** The listed page and the open inquiry of the URL (its status, purpose, search, page and `id`). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  return loadInbox(new URL(request.url));
}

/**
 * The follow-up form's save, a change of the inquiry's customer, or a resend of one of the open inquiry's
 * e-mails (EmailList); the router then
 * loads the list and the inquiry again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, ...form } = await formValues(request);
  if (intent === RESEND_EMAIL_INTENT) return resendEmail(form.email);
  if (intent === CUSTOMER_INTENTS.link || intent === CUSTOMER_INTENTS.create)
    return changeCustomer(intent, form);
  return saveFollowUp(form);
}

export const shouldRevalidate = unlessRefused;

/**
 * What the inbox is about to show while its loader runs: the list dims when another view of it is coming, and
 * the inquiry column follows the URL at once, so opening or closing an inquiry answers the click.
 */
function useInboxPending(current: URLSearchParams) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const shown = inboxRequest(current);
  const target =
    navigation.location?.pathname === adminPaths.inquiries
      ? inboxRequest(new URLSearchParams(navigation.location.search))
      : shown;
  return {
    listLoading:
      revalidator.state === 'loading' || JSON.stringify(target.query) !== JSON.stringify(shown.query),
    openId: target.detail,
    opening: target.detail !== shown.detail,
  };
}

/**
 * The inquiry inbox: status tabs, search and pages on the left, the open inquiry on the right (one after the
 * other below xl). Everything that picks the view lives in the URL, so reload, back and shared links keep it.
 */
export default function InquiriesScreen({ loaderData: { list, failed, open } }: Route.ComponentProps) {
  const params = useListParams(INBOX_PARAMS);
  const revalidator = useRevalidator();
  const { listLoading, openId, opening } = useInboxPending(params.params);
  const { status, purpose } = params.filters;
  const detailOpen = openId !== null;

  // Below xl the detail replaces the list, so it starts at its top rather than where the list was scrolled.
  useEffect(() => {
    if (openId !== null && !window.matchMedia(`(min-width: ${WIDE_LAYOUT_PX}px)`).matches) {
      window.scrollTo(0, 0);
    }
  }, [openId]);

  return (
    <div>
      <div className={detailOpen ? 'hidden xl:block' : ''}>
        <AdminPageHeader title={text.title} description={text.description} />
        <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
          <StatusTabs
            active={(status || 'all') as StatusTab}
            counts={list?.status_counts ?? null}
            onSelect={(tab) => params.update({ filters: { status: tab === 'all' ? '' : tab } })}
          />
          <div className="flex w-full flex-col gap-3 sm:flex-row xl:w-auto xl:max-w-[36rem] xl:min-w-0 xl:flex-1">
            <PurposeSelect
              value={purpose}
              onChange={(value) => params.update({ filters: { purpose: value } })}
            />
            <SearchBox value={params.text} onChange={params.setText} />
          </div>
        </div>
      </div>

      <div className="xl:grid xl:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] xl:items-start xl:gap-6">
        <div className={detailOpen ? 'hidden xl:block' : ''}>
          <InboxList
            params={params}
            list={list}
            failed={failed}
            loading={listLoading}
            onRetry={() => void revalidator.revalidate()}
            openId={openId}
          />
        </div>
        <div
          className={`xl:sticky xl:top-6 xl:max-h-[calc(100vh-3rem)] xl:overflow-y-auto xl:rounded-xl ${detailOpen ? '' : 'hidden xl:block'}`}
        >
          {openId !== null ? (
            <InquiryPanel
              key={openId}
              open={open}
              opening={opening}
              backTo={`${adminPaths.inquiries}${params.href({ detail: null })}`}
            />
          ) : (
            <Panel className="py-12">
              <EmptyState icon={<MailOpen aria-hidden="true" />}>{text.selectPrompt}</EmptyState>
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}

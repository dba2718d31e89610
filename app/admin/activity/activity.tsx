import { Search } from 'lucide-react';
import { useNavigation } from 'react-router';
import { ACTIVITY_ENTITY_TYPES, SUPERUSER_ONLY_TYPES, type ActivityEntityType } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { ActivityList, useActivityFeed } from '../shared/activity-list';
import { loadHistory } from '../shared/activity-history';
import { activityQuery } from '../shared/activity-model';
import { requireStaff } from '../shared/admin-session';
import { readListState, type ListParamsConfig } from '../shared/list-params';
import { AdminPageHeader, inputClass, labelClass, Panel } from '../shared/ui';
import { useListParams } from '../shared/use-list-params';
import { adminPaths } from '../../lib/admin-paths';
import { isSuperuser } from '../../lib/session';
import type { Route } from './+types/activity';

const text = adminMessages.activity;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Activity | Back office' }, { name: 'robots', content: 'noindex' }];
}

function isEntityType(value: string): value is ActivityEntityType {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);
}

/** The feed's filters in the URL: a search, and a kind of record (staff and settings are the superuser's). */
function activityList(superuser: boolean): ListParamsConfig<'type'> {
  return {
    filters: { type: (value) => isEntityType(value) && (superuser || !SUPERUSER_ONLY_TYPES.has(value)) },
  };
}

/** The newest page of the feed for the URL's filters; a failed one keeps the screen, with a retry. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const superuser = isSuperuser();
  const { search, filters } = readListState(new URL(request.url).searchParams, activityList(superuser));
  const entityType = (filters.type || null) as ActivityEntityType | null;
  return { superuser, history: await loadHistory(activityQuery({ entityType, q: search })) };
}

/** Everything that was changed, by whom and when; the filters live in the URL so a view can be shared. */
export default function ActivityScreen({ loaderData: { superuser, history } }: Route.ComponentProps) {
  const list = useListParams(activityList(superuser));
  const navigation = useNavigation();
  const q = list.search;
  const entityType = list.filters.type;
  const feed = useActivityFeed(history);
  const types = ACTIVITY_ENTITY_TYPES.filter((type) => superuser || !SUPERUSER_ONLY_TYPES.has(type));

  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader title={text.title} description={text.description} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor="activity-type" className={labelClass}>
            {text.typeLabel}
          </label>
          <select
            id="activity-type"
            value={entityType}
            onChange={(event) => list.update({ filters: { type: event.target.value } })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{text.allTypes}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {text.types[type]}
              </option>
            ))}
          </select>
        </div>
        <div role="search" className="relative flex-1">
          <label htmlFor="activity-search" className={labelClass}>
            {text.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-400"
          />
          <input
            id="activity-search"
            type="search"
            value={list.text}
            maxLength={200}
            placeholder={text.searchPlaceholder}
            onChange={(event) => list.setText(event.target.value)}
            className={`${inputClass} mt-1 pl-9`}
          />
        </div>
      </div>
      <Panel>
        <ActivityList
          feed={feed}
          showEntity
          emptyText={entityType || q ? text.emptyFiltered : text.empty}
          loading={navigation.location?.pathname === adminPaths.activity}
        />
      </Panel>
    </div>
  );
}

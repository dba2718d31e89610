import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_ENTITY_TYPES, SUPERUSER_ONLY_TYPES, type ActivityEntityType } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { ActivityList, useActivityFeed } from './activity-list';
import { AdminPageHeader, inputClass, labelClass, Panel } from '../shared/ui';
import { useDebounced } from '../shared/use-debounced';
import { isSuperuser } from '../../lib/session';
import type { Route } from './+types/activity';

const text = adminMessages.activity;
const SEARCH_DEBOUNCE_MS = 300;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Activity | Back office' }, { name: 'robots', content: 'noindex' }];
}

function isEntityType(value: string | null): value is ActivityEntityType {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value ?? '');
}

/** Everything that was changed, by whom and when; the filters live in the URL so a view can be shared. */
export default function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const [superuser] = useState(isSuperuser);
  const requested = params.get('type');
  const entityType =
    isEntityType(requested) && (superuser || !SUPERUSER_ONLY_TYPES.has(requested)) ? requested : null;
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [settled, q, setParams]);

  const feed = useActivityFeed({ entityType, q });
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
            value={entityType ?? ''}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value) next.set('type', event.target.value);
                  else next.delete('type');
                  return next;
                },
                { preventScrollReset: true },
              )
            }
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
            value={search}
            maxLength={200}
            placeholder={text.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
            className={`${inputClass} mt-1 pl-9`}
          />
        </div>
      </div>
      <Panel>
        <ActivityList feed={feed} showEntity emptyText={entityType || q ? text.emptyFiltered : text.empty} />
      </Panel>
    </div>
  );
}

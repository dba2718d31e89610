import { data } from 'react-router';
import { storeCompany } from '../../lib/company';
import { NotFoundView } from '../../components/layout/not-found-view';
import type { Route } from './+types/not-found';

/** The page itself answers 404 so search engines drop the addresses that were redirected here. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  return [{ title: `Page not found | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundView />;
}

import { requireStaff } from '../shared/admin-session';
import { lookUpCustomers } from './customer-lookup';
import type { Route } from './+types/customer-search';

/** Only a chooser's fetcher asks for this address; a visit to it finds no page. */
export function loader(): never {
  throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The customer search behind a chooser (merging two customers): a route with a loader and no screen. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  return lookUpCustomers(new URL(request.url).searchParams.get('q') ?? '');
}

import { adminMessages } from '~/domain/admin-messages';
import { positiveInt } from '../shared/list-params';

/** The customer an address names; one that names none is the route's error boundary, as an unknown id is. */
export function customerId(raw: string): number {
  const id = positiveInt(raw);
  if (id === null) throw new Error(adminMessages.customers.loadOneFailed);
  return id;
}

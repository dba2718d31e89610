import type { AppLoadContext } from 'react-router';
import { getCompany } from '~/server/services/settings/settings';

/**
 * The admin's only server reads (its layout and the login page): the company's name and logo for titles and
 * the sidebar. Everything else in the back office loads through /api in the browser.
 */
export async function loadCompany(context: AppLoadContext) {
  return { company: await getCompany(context.db) };
}

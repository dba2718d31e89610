/**
 * Who may call what: one row per API route and method, one column per kind of caller. This table is the
 * single source of docs/permissions.md (rendered by ./render.ts) and of permissions.test.ts, which calls
 * every cell against the real app, so the document, the test and the code cannot drift apart.
 */

export const CALLERS = ['anonymous', 'badToken', 'customer', 'staff', 'superuser'] as const;
export type Caller = (typeof CALLERS)[number];

export const CALLER_LABELS: Record<Caller, string> = {
  anonymous: 'Anonymous',
  badToken: 'Bad token',
  customer: 'Customer',
  staff: 'Staff',
  superuser: 'Superuser',
};

export const CALLER_DESCRIPTIONS: Record<Caller, string> = {
  anonymous: 'no `Authorization` header',
  badToken:
    'a tampered signature, an expired access token, a refresh token sent as access, or the token of a ' +
    'deactivated user (each is tried in every cell)',
  customer: 'a valid token of an active user who is neither staff nor superuser',
  staff: 'an active user with `is_staff`',
  superuser: 'an active user with `is_superuser`',
};

/** Y: allowed, answering the row's success status; 401 or 403: refused by the guard. */
export const Y = 'allowed';
type Outcome = typeof Y | 401 | 403;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PermissionRow<M extends Method = Method, P extends string = string> {
  key: `${M} ${P}`;
  method: M;
  /** As Hono registers it (`:id` parameters, no trailing slash). */
  path: P;
  /** The status an allowed caller's valid request answers. */
  ok: 200 | 201 | 204;
  outcomes: Record<Caller, Outcome>;
  /** The spec rule behind a row, where there is one worth naming. */
  rule?: string;
}

function row<M extends Method, P extends string>(
  method: M,
  path: P,
  ok: PermissionRow['ok'],
  anonymous: Outcome,
  badToken: Outcome,
  customer: Outcome,
  staff: Outcome,
  superuser: Outcome,
  rule?: string,
): PermissionRow<M, P> {
  return {
    key: `${method} ${path}`,
    method,
    path,
    ok,
    outcomes: { anonymous, badToken, customer, staff, superuser },
    ...(rule ? { rule } : {}),
  };
}

// prettier-ignore
export const PERMISSIONS = [
  //  method    path                             ok   anonymous badToken customer staff superuser
  row('GET',    '/api/health',                   200, Y,        401,     Y,       Y,    Y),
  row('POST',   '/api/user/admin-login',         200, Y,        401,     Y,       Y,    Y,   'Only staff and superusers get tokens (spec 6).'),
  row('POST',   '/api/user/admin-login/two-factor', 200, Y,     401,     Y,       Y,    Y,   'The second step of a sign-in with two-factor: the password\'s challenge and a code.'),
  row('POST',   '/api/token/refresh',            200, Y,        401,     Y,       Y,    Y),
  row('POST',   '/api/user/logout',              204, Y,        401,     Y,       Y,    Y),
  row('POST',   '/api/user/change-password',     200, 401,      401,     403,     Y,    Y,   'Every staff account changes its own password; the current one is required.'),
  row('GET',    '/api/user/two-factor',          200, 401,      401,     403,     Y,    Y,   'Every staff account manages its own two-factor sign-in, also while an administrator must enrol.'),
  row('POST',   '/api/user/two-factor/setup',    200, 401,      401,     403,     Y,    Y),
  row('POST',   '/api/user/two-factor/confirm',  200, 401,      401,     403,     Y,    Y),
  row('POST',   '/api/user/two-factor/disable',  200, 401,      401,     403,     Y,    Y,   'Turning it off takes the current password or a code.'),
  row('POST',   '/api/user/create-staff',        201, 401,      401,     403,     403,  Y,   'Staff management is the superuser\'s (spec 6).'),
  row('GET',    '/api/user/staff-list',          200, 401,      401,     403,     403,  Y,   'Staff management is the superuser\'s (spec 6).'),
  row('GET',    '/api/user/staff/:id',           200, 401,      401,     403,     403,  Y),
  row('PATCH',  '/api/user/staff/:id',           200, 401,      401,     403,     403,  Y),
  row('DELETE', '/api/user/staff/:id',           204, 401,      401,     403,     403,  Y,   'Deleting staff users is for superusers (spec 6).'),
  row('GET',    '/api/categories',               200, Y,        401,     Y,       Y,    Y),
  row('POST',   '/api/categories',               201, 401,      401,     403,     403,  Y,   '\'+ Add Category\' is the superuser\'s (spec 6).'),
  row('GET',    '/api/categories/:id',           200, Y,        401,     Y,       Y,    Y),
  row('PUT',    '/api/categories/:id',           200, 401,      401,     403,     Y,    Y,   'Staff may edit a category, as the admin screen lets them, but not add or delete one.'),
  row('DELETE', '/api/categories/:id',           204, 401,      401,     403,     403,  Y),
  row('GET',    '/api/products',                 200, Y,        401,     Y,       Y,    Y,   'Hidden products are listed for staff and superusers only.'),
  row('POST',   '/api/products',                 201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/products/:identifier',     200, Y,        401,     Y,       Y,    Y),
  row('GET',    '/api/products/id/:id',          200, Y,        401,     Y,       Y,    Y),
  row('PUT',    '/api/products/id/:id',          200, 401,      401,     403,     Y,    Y,   'Staff edit products (spec 6); a `hidden` field in a staff edit is ignored.'),
  row('PATCH',  '/api/products/id/:id',          200, 401,      401,     403,     403,  Y,   'Hide/Unhide is the superuser\'s (spec 6).'),
  row('DELETE', '/api/products/id/:id',          204, 401,      401,     403,     403,  Y,   'Deleting products is the superuser\'s (spec 6).'),
  row('GET',    '/api/products/export-excel',    200, 401,      401,     403,     403,  Y,   'Excel export is the superuser\'s (spec 6).'),
  row('POST',   '/api/products/import-excel',    200, 401,      401,     403,     403,  Y,   'Excel import is the superuser\'s (spec 6).'),
  row('POST',   '/api/product-images',           201, 401,      401,     403,     Y,    Y,   'Part of editing a product.'),
  row('DELETE', '/api/product-images/:id',       204, 401,      401,     403,     Y,    Y,   'Part of editing a product (removable images).'),
  row('GET',    '/api/filters',                  200, Y,        401,     Y,       Y,    Y),
  row('GET',    '/api/brands',                   200, Y,        401,     Y,       Y,    Y),
  row('POST',   '/api/inquiries',                201, Y,        401,     Y,       Y,    Y,   'The inquiry form is public (spec 6).'),
  row('GET',    '/api/inquiries',                200, 401,      401,     403,     Y,    Y,   'The inquiry inbox is a back-office page.'),
  row('GET',    '/api/inquiries/:id',            200, 401,      401,     403,     Y,    Y),
  row('PATCH',  '/api/inquiries/:id',            200, 401,      401,     403,     Y,    Y),
  row('POST',   '/api/inquiries/:id/customer',   201, 401,      401,     403,     Y,    Y,   'Staff make a customer from an inquiry.'),
  row('GET',    '/api/customers',                200, 401,      401,     403,     Y,    Y,   'Customers are a back-office page.'),
  row('POST',   '/api/customers',                201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/customers/:id',            200, 401,      401,     403,     Y,    Y),
  row('PATCH',  '/api/customers/:id',            200, 401,      401,     403,     Y,    Y),
  row('DELETE', '/api/customers/:id',            204, 401,      401,     403,     403,  Y,   'Deleting and merging customers is the superuser\'s.'),
  row('POST',   '/api/customers/:id/merge',      200, 401,      401,     403,     403,  Y),
  row('GET',    '/api/customers/export',         200, 401,      401,     403,     Y,    Y,   'Staff may download the customers.'),
  row('POST',   '/api/customers/import',         200, 401,      401,     403,     403,  Y,   'Importing customers is the superuser\'s, as with products.'),
  row('GET',    '/api/price-tiers',              200, 401,      401,     403,     Y,    Y,   'Staff price quotations by tier.'),
  row('PUT',    '/api/price-tiers',              200, 401,      401,     403,     403,  Y,   'Naming tiers and their percentages is the owner\'s.'),
  row('GET',    '/api/stock-movements',          200, 401,      401,     403,     Y,    Y,   'Staff read the stock ledger.'),
  row('POST',   '/api/stock-movements',          201, 401,      401,     403,     403,  Y,   'Superusers adjust stock.'),
  row('GET',    '/api/products/id/:id/pricing',  200, 401,      401,     403,     Y,    Y),
  row('PUT',    '/api/products/id/:id/pricing',  200, 401,      401,     403,     Y,    Y,   'Staff keep product prices, tier prices included.'),
  row('GET',    '/api/products/:id/price',       200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/orders',                   200, 401,      401,     403,     Y,    Y,   'Orders are a back-office page.'),
  row('POST',   '/api/orders',                   201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/orders/:id',               200, 401,      401,     403,     Y,    Y),
  row('PUT',    '/api/orders/:id',               200, 401,      401,     403,     Y,    Y),
  row('PATCH',  '/api/orders/:id',               200, 401,      401,     403,     Y,    Y),
  row('DELETE', '/api/orders/:id',               204, 401,      401,     403,     403,  Y,   'Deleting, like products\' Delete, is the superuser\'s.'),
  row('POST',   '/api/orders/:id/confirm',       200, 401,      401,     403,     Y,    Y,   'Staff reserve stock, and may override a shortfall with a reason.'),
  row('GET',    '/api/quotations',               200, 401,      401,     403,     Y,    Y,   'Staff create and send quotations.'),
  row('POST',   '/api/quotations',               201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/quotations/:id',           200, 401,      401,     403,     Y,    Y),
  row('PATCH',  '/api/quotations/:id',           200, 401,      401,     403,     Y,    Y,   'Only drafts can be edited.'),
  row('DELETE', '/api/quotations/:id',           204, 401,      401,     403,     403,  Y,   'Only superusers delete quotations.'),
  row('POST',   '/api/quotations/:id/revise',    201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/quotations/:id/pdf',       200, 401,      401,     403,     Y,    Y),
  row('POST',   '/api/quotations/:id/send',      200, 401,      401,     403,     Y,    Y,   'Staff create and send quotations.'),
  row('POST',   '/api/quote/:token/accept',      200, Y,        401,     Y,       Y,    Y,   'The customer\'s answer: anonymous, bound to the quotation\'s unguessable token.'),
  row('POST',   '/api/quote/:token/decline',     200, Y,        401,     Y,       Y,    Y),
  row('GET',    '/api/payments',                 200, 401,      401,     403,     Y,    Y,   'Staff record payments (issue 27).'),
  row('POST',   '/api/payments',                 201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/payments/:id',             200, 401,      401,     403,     Y,    Y),
  row('DELETE', '/api/payments/:id',             204, 401,      401,     403,     403,  Y,   'Removing a payment recorded in error is the superuser\'s.'),
  row('POST',   '/api/payments/:id/allocate',    200, 401,      401,     403,     Y,    Y,   'Applying a customer\'s credit is part of recording payments.'),
  row('GET',    '/api/receivables/aging',        200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/receivables/export',       200, 401,      401,     403,     Y,    Y,   'Staff hand the accountant the invoices and payments.'),
  row('GET',    '/api/customers/:id/receivables', 200, 401,     401,     403,     Y,    Y),
  row('GET',    '/api/customers/:id/statement',  200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/shipments',                200, 401,      401,     403,     Y,    Y,   'Staff record deliveries.'),
  row('POST',   '/api/shipments',                201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/shipments/:id',            200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/shipments/:id/pdf',        200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/orders/:id/deliverable',   200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/warranty',                 200, Y,        401,     Y,       Y,    Y,   'The warranty look-up is public and throttled; it says nothing about the buyer.'),
  row('GET',    '/api/invoices',                 200, 401,      401,     403,     Y,    Y,   'Staff issue invoices; voiding one is the superuser\'s.'),
  row('POST',   '/api/invoices',                 201, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/invoices/:id',             200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/invoices/:id/pdf',         200, 401,      401,     403,     Y,    Y),
  row('POST',   '/api/invoices/:id/void',        200, 401,      401,     403,     403,  Y,   'Voiding an invoice is the superuser\'s (issue 27).'),
  row('PATCH',  '/api/invoices/:id/certificate', 200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/orders/:id/invoice-draft', 200, 401,      401,     403,     Y,    Y),
  row('GET',    '/api/document-series',          200, 401,      401,     403,     403,  Y,   'The registered invoice series is the owner\'s to enter.'),
  row('PUT',    '/api/document-series',          200, 401,      401,     403,     403,  Y),
  row('GET',    '/api/dashboard',                200, 401,      401,     403,     Y,    Y,   'The dashboard is a back-office page.'),
  row('POST',   '/api/emails/:id/resend',        200, 401,      401,     403,     Y,    Y,   'Staff resend the e-mails of the inquiries and quotations they handle.'),
  row('GET',    '/api/activity',                 200, 401,      401,     403,     Y,    Y,   'Staff see the history of everything but staff accounts, which is the superuser\'s.'),
  row('GET',    '/api/settings',                 200, Y,        401,     Y,       Y,    Y,   'The company details every page shows.'),
  row('PUT',    '/api/settings',                 200, 401,      401,     403,     403,  Y,   'The company\'s details and notification addresses are the superuser\'s.'),
  row('GET',    '/api/settings/admin',           200, 401,      401,     403,     403,  Y),
  row('PUT',    '/api/settings/logo',            200, 401,      401,     403,     403,  Y),
  row('DELETE', '/api/settings/logo',            200, 401,      401,     403,     403,  Y),
  row('GET',    '/api/openapi.json',             200, Y,        401,     Y,       Y,    Y,   'The API\'s own description is public, as its routes\' existence is.'),
  row('GET',    '/api/docs',                     200, Y,        401,     Y,       Y,    Y),
  row('GET',    '/api/docs/:file',               200, Y,        401,     Y,       Y,    Y),
  row('GET',    '/media/:name',                  200, Y,        Y,       Y,       Y,    Y,   'Outside /api: image files never read the token.'),
] as const;

export type RouteKey = (typeof PERMISSIONS)[number]['key'];

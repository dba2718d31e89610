/**
 * Each operation's `operationId`: the name a generated client gives its method, so it stays as it is when a
 * summary is reworded. Keyed `METHOD /path/` as the document writes the path; every documented operation needs
 * one (openapi.test.ts), unique across the document.
 */
export const OPERATION_IDS: Record<string, string> = {
  'GET /api/health/': 'getHealth',
  'POST /api/user/admin-login/': 'signIn',
  'POST /api/user/admin-login/two-factor/': 'signInWithCode',
  'POST /api/token/refresh/': 'refreshToken',
  'POST /api/user/logout/': 'signOut',
  'POST /api/user/change-password/': 'changePassword',
  'GET /api/user/two-factor/': 'getTwoFactor',
  'POST /api/user/two-factor/setup/': 'setUpTwoFactor',
  'POST /api/user/two-factor/confirm/': 'confirmTwoFactor',
  'POST /api/user/two-factor/disable/': 'disableTwoFactor',
  'POST /api/user/create-staff/': 'createStaff',
  'GET /api/user/staff-list/': 'listStaff',
  'GET /api/user/staff/{id}/': 'getStaff',
  'PATCH /api/user/staff/{id}/': 'updateStaff',
  'DELETE /api/user/staff/{id}/': 'deleteStaff',
  'POST /api/inquiries/': 'createInquiry',
  'GET /api/inquiries/': 'listInquiries',
  'GET /api/inquiries/{id}/': 'getInquiry',
  'PATCH /api/inquiries/{id}/': 'updateInquiry',
  'POST /api/inquiries/{id}/customer/': 'createCustomerFromInquiry',
  'POST /api/emails/{id}/resend/': 'resendEmail',
  'GET /api/categories/': 'listCategories',
  'POST /api/categories/': 'createCategory',
  'GET /api/categories/{id}/': 'getCategory',
  'PUT /api/categories/{id}/': 'updateCategory',
  'DELETE /api/categories/{id}/': 'deleteCategory',
  'POST /api/product-images/': 'uploadProductImage',
  'DELETE /api/product-images/{id}/': 'deleteProductImage',
  'GET /api/products/export-excel/': 'exportProducts',
  'POST /api/products/import-excel/': 'importProducts',
  'GET /api/products/': 'listProducts',
  'POST /api/products/': 'createProduct',
  'GET /api/products/id/{id}/': 'getProductById',
  'PUT /api/products/id/{id}/': 'updateProduct',
  'PATCH /api/products/id/{id}/': 'setProductHidden',
  'DELETE /api/products/id/{id}/': 'deleteProduct',
  'GET /api/products/{identifier}/': 'getProduct',
  'GET /api/filters/': 'listFilters',
  'GET /api/brands/': 'listBrands',
  'GET /api/customers/': 'listCustomers',
  'POST /api/customers/': 'createCustomer',
  'GET /api/customers/{id}/': 'getCustomer',
  'PATCH /api/customers/{id}/': 'updateCustomer',
  'DELETE /api/customers/{id}/': 'deleteCustomer',
  'POST /api/customers/{id}/merge/': 'mergeCustomers',
  'GET /api/customers/export/': 'exportCustomers',
  'POST /api/customers/import/': 'importCustomers',
  'GET /api/price-tiers/': 'listPriceTiers',
  'PUT /api/price-tiers/': 'replacePriceTiers',
  'GET /api/products/id/{id}/pricing/': 'getProductPricing',
  'PUT /api/products/id/{id}/pricing/': 'replaceProductPricing',
  'GET /api/products/{id}/price/': 'getUnitPrice',
  'GET /api/orders/': 'listOrders',
  'POST /api/orders/': 'createOrder',
  'GET /api/orders/{id}/': 'getOrder',
  'PUT /api/orders/{id}/': 'updateOrder',
  'PATCH /api/orders/{id}/': 'updateOrderStatus',
  'DELETE /api/orders/{id}/': 'deleteOrder',
  'GET /api/quotations/': 'listQuotations',
  'POST /api/quotations/': 'createQuotation',
  'GET /api/quotations/{id}/': 'getQuotation',
  'PATCH /api/quotations/{id}/': 'updateQuotation',
  'DELETE /api/quotations/{id}/': 'deleteQuotation',
  'POST /api/quotations/{id}/revise/': 'reviseQuotation',
  'GET /api/quotations/{id}/pdf/': 'getQuotationPdf',
  'POST /api/quotations/{id}/send/': 'sendQuotation',
  'POST /api/quote/{token}/accept/': 'acceptQuote',
  'POST /api/quote/{token}/decline/': 'declineQuote',
  'GET /api/payments/': 'listPayments',
  'POST /api/payments/': 'recordPayment',
  'GET /api/payments/{id}/': 'getPayment',
  'DELETE /api/payments/{id}/': 'deletePayment',
  'POST /api/payments/{id}/allocate/': 'allocatePaymentCredit',
  'GET /api/receivables/aging/': 'getAging',
  'GET /api/receivables/export/': 'exportAccounting',
  'GET /api/customers/{id}/receivables/': 'getCustomerReceivables',
  'GET /api/customers/{id}/statement/': 'getCustomerStatement',
  'GET /api/dashboard/': 'getDashboard',
  'GET /api/activity/': 'listActivity',
  'GET /api/settings/': 'getSettings',
  'PUT /api/settings/': 'updateSettings',
  'GET /api/settings/admin/': 'getAdminSettings',
  'PUT /api/settings/logo/': 'uploadLogo',
  'DELETE /api/settings/logo/': 'deleteLogo',
  'GET /api/openapi.json': 'getOpenApiDocument',
  'GET /api/docs/': 'getDocsPage',
  'GET /api/docs/{file}': 'getDocsFile',
  'GET /media/{name}': 'getMediaFile',
};

const camel = (words: string[]) =>
  words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');

/**
 * The id of `method path`: the table's, or for an operation not in it yet, one made from the method and the
 * path's words (`postApiFooBar`), so the document stays valid until the table names it.
 */
export function operationId(method: string, path: string): string {
  const named = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
  if (named) return named;
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return camel([method.toLowerCase(), ...words.map((word) => word.toLowerCase())]);
}

/**
 * Every back-office URL, so the sidebar, redirects, links and journeys name a screen in one way. The paths are the
 * spec's (hence their mixed shapes); `app/routes.ts` maps the same paths to the screens.
 */
export const adminPaths = {
  login: '/Adminlogin',
  /** Where the admin guard sends anyone it does not let in (spec section 4, "denied"). */
  denied: '/404',
  dashboard: '/admin-dashboard',
  products: '/admin-products',
  addProduct: '/admin-add-products',
  editProduct: (id: number) => `/admin-edit-product/${id}`,
  categories: '/admin-category',
  editCategory: (id: number) => `/admin/categories/${id}/edit`,
  orders: '/admin-orders',
  order: (id: number) => `/admin-orders?order=${id}`,
  newOrder: '/admin-orders?new=1',
  /** The new order form, filled in from an inquiry. */
  orderFromInquiry: (inquiryId: number) => `/admin-orders?inquiry=${inquiryId}`,
  ordersWithStatus: (status: string) => `/admin-orders?status=${status}`,
  inquiries: '/admin-inquiries',
  inquiry: (id: number) => `/admin-inquiries?id=${id}`,
  quotations: '/admin-quotations',
  quotation: (id: number) => `/admin-quotations/${id}`,
  newQuotation: '/admin-quotations/new',
  /** The new quotation's editor, filled in from an inquiry. */
  quotationFromInquiry: (inquiryId: number) => `/admin-quotations/new?inquiry=${inquiryId}`,
  deliveries: '/admin-deliveries',
  /** The delivery screen of one confirmed order. */
  newDelivery: (orderId: number) => `/admin-deliveries/new?order=${orderId}`,
  customers: '/admin-customers',
  customer: (id: number) => `/admin-customers/${id}`,
  newCustomer: '/admin-customers/new',
  editCustomer: (id: number) => `/admin-customers/${id}/edit`,
  invoices: '/admin-invoices',
  invoice: (id: number) => `/admin-invoices/${id}`,
  newInvoice: (orderId: number) => `/admin-invoices/new?order=${orderId}`,
  priceTiers: '/admin-price-tiers',
  payments: '/admin-payments',
  newPayment: (customer: number) => `/admin-payments/new?customer=${customer}`,
  receivables: '/admin-receivables',
  activity: '/admin-activity',
  staff: '/staff',
  createStaff: '/create-staff',
  editStaff: (id: number) => `/edit-staff/${id}`,
  settings: '/admin-settings',
  account: '/admin-account',
  /** The product picker's catalogue search (a loader with no screen). */
  productSearch: (query: string) => `/admin-product-search?${new URLSearchParams({ q: query })}`,
  /** The customer chooser's search (a loader with no screen). */
  customerSearch: (query: string) => `/admin-customer-search?${new URLSearchParams({ q: query })}`,
  /** The quotation editor's line prices for a customer (a loader with no screen). */
  quotationPrices: (query: URLSearchParams) => `/admin-quotation-prices?${query}`,
  /** An older page of a history (a loader with no screen). */
  activityPage: (query: URLSearchParams) => `/admin-activity-page?${query}`,
} as const;

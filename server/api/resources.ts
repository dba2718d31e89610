import { activityRoutes } from './activity/activity.routes';
import { authRoutes } from './auth/auth.routes';
import { twoFactorRoutes } from './auth/two-factor.routes';
import { brandsRoutes } from './brands/brands.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { customerExcelRoutes } from './customers/customer-excel.routes';
import { customerRoutes } from './customers/customers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { emailRoutes } from './emails/emails.routes';
import { filtersRoutes } from './filters/filters.routes';
import { healthRoutes } from './health/health.routes';
import { imagesRoutes } from './images/images.routes';
import { inquiryRoutes } from './inquiries/inquiries.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { orderRoutes } from './orders/orders.routes';
import { paymentRoutes } from './payments/payments.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { productRoutes } from './products/products.routes';
import { quotationRoutes } from './quotations/quotations.routes';
import { settingsRoutes } from './settings/settings.routes';
import { shipmentRoutes } from './shipments/shipments.routes';
import { staffRoutes } from './staff/staff.routes';
import { stockRoutes } from './stock/stock.routes';

/** Every resource under /api, in the order they are matched; the OpenAPI document is generated from these. */
export const API_RESOURCES = [
  healthRoutes,
  authRoutes,
  twoFactorRoutes,
  staffRoutes,
  inquiryRoutes,
  categoriesRoutes,
  imagesRoutes,
  productRoutes,
  pricingRoutes,
  stockRoutes,
  filtersRoutes,
  brandsRoutes,
  customerExcelRoutes,
  customerRoutes,
  orderRoutes,
  quotationRoutes,
  paymentRoutes,
  shipmentRoutes,
  invoiceRoutes,
  dashboardRoutes,
  emailRoutes,
  activityRoutes,
  settingsRoutes,
];

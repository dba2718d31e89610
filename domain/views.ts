import { STOCK_MOVEMENT_KINDS } from './stock';
import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from './activity';
import { INQUIRY_STATUSES, ORDER_STATUSES } from './constants';
import { MAIL_KINDS, MAIL_STATES } from './mail';
import { QUOTATION_STATUSES } from './quotation';
import { settingsSchema } from './settings-schema';

/**
 * The API's answers as zod schemas: the OpenAPI document describes responses with them, the contract tests
 * validate every observed answer against them, and the view types (`ProductView`, `OrderView`...) are inferred
 * from them with type-only imports, so the public pages' bundles never carry these schemas. The `id` names the
 * shape's component in the document.
 */

const timestamp = z.string().meta({ format: 'date-time' });
const amount = z.string().meta({ description: 'A decimal amount in pesos, two decimals: "1234.50".' });
const nullableText = z.string().nullable();

export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });

export const imageViewSchema = z
  .object({
    id: z.number().int(),
    image: z.string().meta({ description: 'URL of the largest variant.' }),
    srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(imageVariantSchema),
  })
  .meta({ id: 'ProductImage' });

export const categoryViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    icon: nullableText,
    icon_srcset: nullableText,
    image: nullableText,
    product_count: z.number().int(),
  })
  .meta({ id: 'Category' });

export const productViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    product_slug: z.string(),
    slug: z.string(),
    price: amount,
    discounted_price: amount.nullable(),
    stock: z.number().int().meta({ description: 'Units on hand: the sum of the stock movements.' }),
    serialized: z.boolean().meta({ description: 'Delivering it asks for one serial number per unit.' }),
    warranty_months: z.number().int(),
    reserved: z.number().int().meta({
      description: 'Units promised to accepted quotations and confirmed orders, not yet shipped.',
    }),
    brand: z.string(),
    key_features: z.string(),
    description: z.string(),
    hidden: z.boolean(),
    category: z.number().int().nullable(),
    category_slug: nullableText,
    category_name: z.string(),
    image: nullableText,
    image_srcset: nullableText,
    images: z.array(imageViewSchema),
    processor: nullableText,
    ram_size: nullableText,
    storage_type: nullableText,
    storage_capacity: nullableText,
    screen_size: nullableText,
    resolution: nullableText,
    operating_system: nullableText,
    warranty: nullableText,
    created_at: timestamp,
    updated_at: timestamp,
    version: z.number().int().meta({
      description: 'Send it back with an edit: a product changed by someone else since is refused with 409.',
    }),
  })
  .meta({ id: 'Product' });

const orderItemViewSchema = z.object({
  id: z.number().int(),
  product: z.number().int().nullable().meta({ description: 'Null once the product has been deleted.' }),
  product_name: z.string(),
  unit_price: amount,
  quantity: z.number().int(),
  line_total: amount,
  reserved: z.number().int().meta({ description: 'Units of the line reserved for the order now.' }),
  shipped: z.number().int().meta({ description: 'Units of the line shipped, less any returned.' }),
});

export const orderViewSchema = z
  .object({
    id: z.number().int(),
    customer_name: z.string(),
    customer_email: z.string(),
    customer_phone: z.string(),
    customer_company: z.string(),
    status: z.enum(ORDER_STATUSES),
    notes: z.string(),
    delivery_address: z.string(),
    po_number: z.string().meta({ description: "The customer's purchase order number." }),
    confirmed_at: timestamp
      .nullable()
      .meta({ description: "When the order's product lines were reserved; null while they are not." }),
    inquiry: z.number().int().nullable(),
    items: z.array(orderItemViewSchema),
    item_count: z.number().int(),
    total_amount: amount,
    created_at: timestamp,
    updated_at: timestamp,
    shipped_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    created_by: nullableText.meta({ description: 'Username of the staff member who recorded the order.' }),
  })
  .meta({ id: 'Order' });

const statusCounts = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object(
    Object.fromEntries(statuses.map((status) => [status, z.number().int()])) as Record<
      T[number],
      z.ZodNumber
    >,
  );

export const quotationDashboardSchema = z.object({
  sent_this_month: z.number().int(),
  accepted_this_month: z.number().int(),
  conversion_rate: z.number().nullable().meta({
    description:
      'Accepted ÷ (accepted + declined + expired) among the quotations sent this month, in percent; null when none is decided.',
  }),
  open_count: z.number().int(),
  open_value: amount.meta({ description: "The sum of sent, unexpired quotations' totals." }),
});

export const emailViewSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MAIL_KINDS),
    subject: z.string(),
    recipients: z.array(z.string()),
    status: z.enum(MAIL_STATES),
    attempts: z.number().int(),
    next_attempt_at: timestamp.nullable(),
    sent_at: timestamp.nullable(),
    error: nullableText.meta({ description: 'Why the last attempt failed, as the mail server said it.' }),
    inquiry: z.number().int().nullable().meta({ description: 'The inquiry it is about, if any.' }),
    quotation: z.number().int().nullable().meta({ description: 'The quotation it is about, if any.' }),
    created_at: timestamp,
  })
  .meta({ id: 'Email' });

/** Receivables by age (issue 27): what customers owe, bucketed by days past due, as of `today`. */
const agingCustomerSchema = z.object({ id: z.number().int(), name: z.string(), amount });
const heldCheckSchema = z
  .object({
    payment: z.number().int(),
    customer: z.object({ id: z.number().int(), name: z.string() }),
    amount,
    bank: z.string(),
    check_number: z.string(),
    check_date: z.string().meta({ description: 'The day the check clears and starts to count.' }),
  })
  .meta({ id: 'HeldCheck' });

export const agingViewSchema = z
  .object({
    today: z.string(),
    buckets: z.array(
      z.object({
        bucket: z.enum(['current', '1-30', '31-60', '61-90', 'over-90']),
        total: amount,
        customers: z.array(agingCustomerSchema).meta({ description: 'Largest balance first.' }),
      }),
    ),
    total: amount,
    checks_this_week: z
      .array(heldCheckSchema)
      .meta({ description: 'Post-dated checks dated today to seven days on: held until their date.' }),
    credit: amount.meta({ description: "Customers' unallocated payments, usable on later invoices." }),
  })
  .meta({ id: 'Aging' });

export const dashboardViewSchema = z
  .object({
    orders: statusCounts(ORDER_STATUSES),
    low_in_stock: z.number().int(),
    low_stock_threshold: z.number().int(),
    products: z.object({ total: z.number().int(), hidden: z.number().int(), out_of_stock: z.number().int() }),
    categories: z.object({ total: z.number().int() }),
    inquiries: z.object({ total: z.number().int(), new: z.number().int() }),
    monthly: z.array(
      z.object({
        month: z.string().meta({ description: "'YYYY-MM' in the shop's time zone." }),
        label: z.string(),
        orders: z.number().int(),
        shipped: z.number().int(),
        revenue: amount,
      }),
    ),
    popular_items: z.array(
      z.object({ product: z.number().int().nullable(), name: z.string(), quantity: z.number().int() }),
    ),
    recent_orders: z.array(orderViewSchema),
    low_stock_products: z.array(
      z.object({ id: z.number().int(), name: z.string(), stock: z.number().int() }),
    ),
    quotations: quotationDashboardSchema,
    failed_mail: z
      .object({ count: z.number().int(), recent: z.array(emailViewSchema) })
      .meta({ description: 'E-mails that gave up, the newest first; staff can resend them.' }),
    receivables: agingViewSchema,
  })
  .meta({ id: 'Dashboard' });

/** The customer a document belongs to, as its detail names it. */
const customerRefSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    tier: z.number().int().nullable(),
    tier_name: z.string().nullable(),
  })
  .meta({ id: 'CustomerRef' });

/** A customer the document may belong to: staff link it, nothing is linked without them. */
const customerMatchSchema = customerRefSchema
  .extend({
    matched_by: z.array(z.enum(['email', 'tin'])),
  })
  .meta({ id: 'CustomerMatch' });

/** The detail's customer: the linked one, or (when none is) the suggested matches. */
const customerLinkFields = {
  customer_id: z.number().int().nullable(),
  customer: customerRefSchema.nullable().optional().meta({
    description: 'The linked customer; only in the detail.',
  }),
  customer_matches: z.array(customerMatchSchema).optional().meta({
    description:
      "Customers whose contact e-mail is the document's, or whose TIN it names; only in the detail, and only when no customer is linked.",
  }),
};

export const inquiryViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    company: z.string(),
    email: z.string(),
    purpose: z.string(),
    brands: z.string(),
    products: z.string(),
    service: z.string(),
    message: z.string(),
    status: z.enum(INQUIRY_STATUSES),
    notes: z.string(),
    forward_status: z.string(),
    forward_attempts: z.number().int(),
    forward_error: nullableText,
    forwarded_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    ...customerLinkFields,
    emails: z
      .array(emailViewSchema)
      .optional()
      .meta({ description: 'The e-mails it sent or is sending; only in the detail.' }),
  })
  .meta({ id: 'Inquiry' });

export const inquiryStatusCountsSchema = statusCounts(INQUIRY_STATUSES);

export const quotationLineViewSchema = z.object({
  id: z.number().int(),
  product: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: amount,
  discount_amount: amount,
  discount_percent: z.string(),
  line_total: amount,
  stock: z.number().int().nullable(),
});

export const quotationViewSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'As printed: QT-2026-000123 or QT-2026-000123-R1.' }),
    base_number: z.string(),
    revision: z.number().int(),
    superseded: z.boolean(),
    status: z.enum(QUOTATION_STATUSES),
    customer_name: z.string(),
    customer_company: z.string(),
    customer_email: z.string(),
    customer_phone: z.string(),
    customer_address: z.string(),
    valid_until: z.string().meta({ format: 'date' }),
    terms: z.string(),
    notes: z.string(),
    internal_notes: z.string(),
    prices_include_vat: z.boolean(),
    vat_rate: z.string(),
    discount_amount: amount,
    discount_percent: z.string(),
    lines: z.array(quotationLineViewSchema),
    lines_total: amount,
    discount: amount,
    subtotal: amount,
    vat: amount,
    total: amount,
    inquiry: z.number().int().nullable(),
    ...customerLinkFields,
    order: z.number().int().nullable(),
    public_path: z.string(),
    sent_at: timestamp.nullable(),
    answered_at: timestamp.nullable(),
    answer_comment: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
    created_by: nullableText,
    email_status: z.enum(MAIL_STATES).nullable().meta({
      description: "The state of the customer's e-mail of the quotation; null when none was queued.",
    }),
    emails: z
      .array(emailViewSchema)
      .optional()
      .meta({ description: 'The e-mails it sent or is sending; only in the detail.' }),
  })
  .meta({ id: 'Quotation' });

export const sentQuotationSchema = quotationViewSchema
  .extend({
    public_url: z.string().meta({
      description:
        "The customer's page: a full address when the shop's public address is known, else its path.",
    }),
    emailed: z
      .boolean()
      .meta({ description: 'Whether an e-mail was queued (false when mail is not configured).' }),
  })
  .meta({ id: 'SentQuotation' });

export const quoteAnswerViewSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  order: z.number().int().nullable(),
});

export const staffViewSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    full_name: z.string(),
    position: z.string(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
    date_joined: timestamp,
    last_login: timestamp.nullable(),
  })
  .meta({ id: 'Staff' });

const activityValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const activityViewSchema = z
  .object({
    id: z.number().int(),
    occurred_at: timestamp,
    actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
    entity_type: z.enum(ACTIVITY_ENTITY_TYPES),
    entity_id: z.number().int().nullable(),
    entity_label: z.string(),
    action: z.enum(ACTIVITY_ACTIONS),
    changes: z.record(z.string(), z.object({ from: activityValue, to: activityValue })),
    note: z.string(),
  })
  .meta({ id: 'Activity' });

export const activityPageSchema = z
  .object({
    results: z.array(activityViewSchema),
    next_before: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `before` for the next older page; null when this page is the last.' }),
  })
  .meta({ id: 'ActivityPage' });

export const logoViewSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const companyViewSchema = settingsSchema
  .omit({ notify_emails: true })
  .extend({ logo: logoViewSchema.nullable() })
  .meta({ id: 'Company' });

export const adminSettingsViewSchema = settingsSchema
  .extend({
    logo: logoViewSchema.nullable(),
    mail: z.object({ configured: z.boolean(), from: nullableText }),
    updated_at: timestamp.nullable(),
    site_url: nullableText.meta({
      description: 'SITE_URL when the server sets it: it wins over `public_url`, which is then not used.',
    }),
  })
  .meta({ id: 'AdminSettings' });

export const tokenPairSchema = z
  .object({ access: z.string(), refresh: z.string() })
  .meta({ id: 'TokenPair' });

export const signedInSchema = tokenPairSchema
  .extend({
    is_superuser: z.boolean(),
    is_staff: z.boolean(),
    username: z.string(),
    email: z.string(),
    must_change_password: z.boolean(),
    must_set_up_two_factor: z.boolean(),
  })
  .meta({ id: 'SignedIn' });

export const twoFactorChallengeSchema = z
  .object({
    two_factor_required: z.literal(true),
    challenge: z.string().meta({ description: 'Send it with a code to /api/user/admin-login/two-factor/.' }),
  })
  .meta({ id: 'TwoFactorChallenge' });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});

export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string().meta({ description: 'The QR code as an SVG `data:` URL.' }),
});

export const detailSchema = z.object({ detail: z.string() });

const rowErrorsSchema = z.object({
  row: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
});

export const importResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    errors_on_rows: z.array(rowErrorsSchema),
    dry_run: z.boolean(),
  })
  .meta({ id: 'ImportResult' });

export const filtersViewSchema = z.record(z.string(), z.array(z.string()));

export const priceTierViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    customer_count: z.number().int(),
    category_discounts: z.array(
      z.object({
        category: z.number().int(),
        category_name: z.string(),
        percent: z.string().meta({ description: 'Percent off retail, two decimals: "12.50".' }),
      }),
    ),
  })
  .meta({ id: 'PriceTier' });

export type PriceTierView = z.infer<typeof priceTierViewSchema>;

export const productPricingViewSchema = z
  .object({
    product: z.number().int(),
    retail: amount,
    cost: amount.nullable(),
    tier_prices: z.array(z.object({ tier: z.number().int(), tier_name: z.string(), price: amount })),
    breaks: z.array(
      z.object({
        tier: z.number().int().nullable(),
        tier_name: z.string().meta({ description: '"Retail" for a break every buyer gets.' }),
        min_quantity: z.number().int(),
        price: amount,
      }),
    ),
  })
  .meta({ id: 'ProductPricing' });

export type ProductPricingView = z.infer<typeof productPricingViewSchema>;

export const unitPriceViewSchema = z
  .object({
    product: z.number().int(),
    customer: z.number().int().nullable(),
    tier: z.number().int().nullable(),
    tier_name: z.string(),
    quantity: z.number().int(),
    retail: amount,
    unit_price: amount,
    source: z.enum(['retail', 'tier', 'tier-percent', 'break', 'cost-floor']),
    break_min_quantity: z.number().int().nullable(),
  })
  .meta({ id: 'UnitPrice' });

export type UnitPriceView = z.infer<typeof unitPriceViewSchema>;

const customerContactViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
  is_primary: z.boolean(),
});

const customerFieldsView = {
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  tin: z.string(),
  tax_class: z.enum(['vat', 'vat_exempt', 'zero_rated', 'government']),
  payment_term_days: z.number().int(),
  price_tier: z.number().int().nullable(),
  price_tier_name: z.string().nullable(),
  tags: z.array(z.string()),
};

export const customerListItemSchema = z
  .object({
    ...customerFieldsView,
    primary_contact: customerContactViewSchema.nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'CustomerListItem' });

const customerDocumentSchema = z.object({
  id: z.number().int(),
  label: z
    .string()
    .meta({ description: 'The inquiry, quotation or order as staff name it: "QT-2026-000012".' }),
  status: z.string(),
  total: amount.nullable(),
  created_at: timestamp,
});

export const customerViewSchema = z
  .object({
    ...customerFieldsView,
    business_style: z.string(),
    billing_address: z.string(),
    withholding_percent: z.number().int(),
    credit_limit: amount.nullable(),
    notes: z.string(),
    quotation_terms: z.string(),
    quotation_notes: z.string(),
    contacts: z.array(customerContactViewSchema),
    addresses: z.array(z.object({ id: z.number().int(), label: z.string(), address: z.string() })),
    bought: z
      .object({ this_year: amount, last_year: amount })
      .meta({ description: "Shipped and delivered orders' totals, by Manila calendar year." }),
    inquiries: z.array(customerDocumentSchema),
    quotations: z.array(customerDocumentSchema),
    orders: z.array(customerDocumentSchema),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Customer' });

export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export type CustomerView = z.infer<typeof customerViewSchema>;
export type CustomerRef = z.infer<typeof customerRefSchema>;
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/** Payments and receivables (issue 27). */
const paymentAllocationViewSchema = z.object({
  invoice: z.number().int(),
  number: z.string(),
  amount,
});

export const paymentViewSchema = z
  .object({
    id: z.number().int(),
    customer: z.object({ id: z.number().int(), name: z.string() }),
    method: z.enum(['cash', 'bank_transfer', 'check', 'gcash', 'maya']),
    amount,
    received_on: z.string(),
    check_bank: z.string(),
    check_number: z.string(),
    check_date: z.string().nullable(),
    reference: z.string(),
    notes: z.string(),
    held: z.boolean().meta({ description: 'A post-dated check: it counts only from its check_date.' }),
    allocations: z.array(paymentAllocationViewSchema),
    unallocated: amount.meta({ description: "What no invoice took: the customer's credit." }),
    created_at: timestamp,
  })
  .meta({ id: 'Payment' });

const openInvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    issued_on: z.string(),
    due_on: z.string(),
    amount_due: amount,
    paid: amount.meta({ description: 'Allocations of payments that have cleared.' }),
    held: amount.meta({ description: 'Allocations of post-dated checks not yet at their date.' }),
    balance: amount.meta({ description: 'amount_due less paid: what the aging counts.' }),
    open: amount.meta({
      description: 'amount_due less every allocation: what a new payment may still take.',
    }),
    days_overdue: z.number().int(),
  })
  .meta({ id: 'OpenInvoice' });

export const customerReceivablesSchema = z
  .object({
    customer: z.number().int(),
    today: z.string(),
    balance: amount,
    overdue: amount,
    credit: amount,
    held: amount.meta({ description: 'Post-dated checks received, not yet at their date.' }),
    credit_payments: z
      .array(z.object({ id: z.number().int(), received_on: z.string(), unallocated: amount }))
      .meta({ description: 'The payments whose unallocated part is the credit, oldest first.' }),
    invoices: z
      .array(openInvoiceSchema)
      .meta({ description: 'Invoices with something still open, due first.' }),
  })
  .meta({ id: 'CustomerReceivables' });

export type PaymentView = z.infer<typeof paymentViewSchema>;
export type AgingView = z.infer<typeof agingViewSchema>;
export type CustomerReceivables = z.infer<typeof customerReceivablesSchema>;

const shipmentLineViewSchema = z.object({
  id: z.number().int(),
  order_item: z.number().int().nullable(),
  product: z.number().int().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  serials: z.array(z.string()),
});

const shipmentFieldsView = {
  id: z.number().int(),
  number: z.string().meta({ description: 'The delivery receipt number: "DR-000012".' }),
  order: z.number().int(),
  customer: z.number().int().nullable(),
  buyer_name: z.string(),
  delivered_on: z.string().meta({ format: 'date' }),
  created_at: timestamp,
};

export const shipmentListItemSchema = z
  .object({ ...shipmentFieldsView, unit_count: z.number().int() })
  .meta({ id: 'ShipmentListItem' });

export const shipmentViewSchema = z
  .object({
    ...shipmentFieldsView,
    buyer_tin: z.string(),
    delivery_address: z.string(),
    po_number: z.string(),
    notes: z.string(),
    lines: z.array(shipmentLineViewSchema),
    created_by: nullableText,
  })
  .meta({ id: 'Shipment' });

export const deliverableOrderSchema = z
  .object({
    order: z.number().int(),
    customer_name: z.string(),
    status: z.enum(ORDER_STATUSES),
    confirmed: z.boolean(),
    delivery_address: z.string(),
    po_number: z.string(),
    lines: z.array(
      z.object({
        order_item: z.number().int(),
        product: z.number().int().nullable(),
        product_name: z.string(),
        ordered: z.number().int(),
        delivered: z.number().int(),
        remaining: z.number().int(),
        serialized: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'DeliverableOrder' });

export const warrantyViewSchema = z
  .object({
    serial: z.string(),
    product_name: z.string(),
    delivered_on: z.string().meta({ format: 'date' }),
    warranty_months: z.number().int(),
    warranty_ends: z.string().meta({ format: 'date', description: 'The last day the warranty covers.' }),
    under_warranty: z.boolean(),
  })
  .meta({ id: 'Warranty' });

export type ShipmentListItem = z.infer<typeof shipmentListItemSchema>;
export type ShipmentView = z.infer<typeof shipmentViewSchema>;
export type DeliverableOrder = z.infer<typeof deliverableOrderSchema>;
export type WarrantyView = z.infer<typeof warrantyViewSchema>;

export const stockMovementViewSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int(),
    product_name: z.string(),
    kind: z.enum(STOCK_MOVEMENT_KINDS),
    quantity: z.number().int(),
    reason: z.string(),
    override: z.boolean().meta({ description: 'A reservation made although fewer units were available.' }),
    order: z.number().int().nullable(),
    shipment: z.number().int().nullable(),
    on_hand_after: z.number().int().meta({ description: "The product's units on hand after this movement." }),
    reserved_after: z.number().int(),
    created_by: nullableText,
    created_at: timestamp,
  })
  .meta({ id: 'StockMovement' });

export type StockMovementView = z.infer<typeof stockMovementViewSchema>;
const invoiceStatusView = z
  .enum(['open', 'paid', 'overdue', 'void'])
  .meta({ description: 'Void; paid when nothing is left; overdue after its due date; else open.' });
const shopDay = z.string().meta({ format: 'date', description: 'A day in Manila: "2026-11-26".' });

export const invoiceListItemSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order: z.number().int().nullable(),
    customer: z.number().int().nullable(),
    buyer_name: z.string(),
    issued_on: shopDay,
    due_on: shopDay,
    total: amount,
    amount_due: amount,
    balance: amount.meta({ description: 'The amount due less the payments applied to it.' }),
    status: invoiceStatusView,
  })
  .meta({ id: 'InvoiceListItem' });

export const invoiceViewSchema = invoiceListItemSchema
  .extend({
    seller: z.object({ name: z.string(), tin: z.string(), address: z.string() }),
    buyer: z.object({ name: z.string(), tin: z.string(), address: z.string(), business_style: z.string() }),
    po_number: z.string(),
    terms_days: z.number().int(),
    tax_class: z.enum(['vat', 'vat_exempt', 'zero_rated', 'government']),
    prices_include_vat: z.boolean(),
    withholding_percent: z.number(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        order_item: z.number().int().nullable(),
        description: z.string(),
        quantity: z.number().int(),
        unit_price: amount,
        amount,
      }),
    ),
    vatable_sales: amount,
    vat_exempt_sales: amount,
    zero_rated_sales: amount,
    vat: amount,
    withholding: amount.meta({
      description:
        'Everything the buyer withholds: creditable withholding tax plus, for government, final VAT.',
    }),
    creditable_withholding: amount,
    final_vat_withheld: amount,
    amount_in_words: z.string(),
    paid: amount,
    certificate_expected: z.boolean(),
    certificate_received_on: shopDay.nullable(),
    voided_at: timestamp.nullable(),
    void_reason: z.string(),
    voided_by: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Invoice' });

export const documentSeriesViewSchema = z
  .object({
    invoice: z.object({
      prefix: z.string(),
      next: z.number().int(),
      end: z.number().int().nullable(),
      width: z.number().int(),
      numbers_left: z.number().int().nullable(),
      last_issued: z.string().nullable().meta({ description: 'The highest number issued under the prefix.' }),
    }),
    delivery_receipt: z.object({ prefix: z.string(), next: z.number().int() }),
  })
  .meta({ id: 'DocumentSeries' });

export const invoiceDraftViewSchema = z
  .object({
    order: z.number().int(),
    buyer_name: z.string(),
    tax_class: z.enum(['vat', 'vat_exempt', 'zero_rated', 'government']),
    withholding_percent: z.number(),
    shop_prices_include_vat: z.boolean(),
    lines: z.array(
      z.object({
        order_item: z.number().int(),
        description: z.string(),
        kind: z.enum(['product', 'text', 'adjustment']),
        unit_price: amount,
        quantity: z.number().int(),
        invoiced: z.number().int().meta({ description: 'Units already on invoices that are not void.' }),
      }),
    ),
  })
  .meta({ id: 'InvoiceDraft' });

export type InvoiceDraftView = z.infer<typeof invoiceDraftViewSchema>;
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;
export type InvoiceView = z.infer<typeof invoiceViewSchema>;
export type DocumentSeriesView = z.infer<typeof documentSeriesViewSchema>;

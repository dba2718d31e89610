/**
 * The API's paths and shapes, generated from the OpenAPI document by `npm run api:types` (openapi-typescript).
 * Do not edit: change the routes' doc() and the schemas in domain/views.ts, then regenerate.
 */
export interface paths {
  '/api/health/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the shop and its database answer
     * @description Anyone; a token, when sent, must be valid. A 503 answers `{"status": "unavailable", "database": "unavailable", "detail": …}` while the database is out of reach; the shop reconnects by itself, and this answers 200 again as soon as it can.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/admin-login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Anyone; a token, when sent, must be valid. Only staff and superusers get tokens. An account with two-factor sign-in answers a challenge for the second step instead.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/admin-login/two-factor/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish a two-factor sign-in with a code
     * @description Anyone; a token, when sent, must be valid. A code from the authenticator app or a recovery code, with the challenge of the first step.
     */
    post: operations['signInWithCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a refresh token for a new pair
     * @description Anyone; a token, when sent, must be valid. Each refresh token works once; reusing one revokes its session.
     */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: revoke the session of a refresh token
     * @description Anyone; a token, when sent, must be valid.
     */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/change-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change your own password
     * @description Staff and superusers, also while their account set-up is pending.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/two-factor/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether your two-factor sign-in is on
     * @description Staff and superusers, also while their account set-up is pending.
     */
    get: operations['getTwoFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/two-factor/setup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start enrolling an authenticator app
     * @description Staff and superusers, also while their account set-up is pending.
     */
    post: operations['setUpTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/two-factor/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the enrolment with a code
     * @description Staff and superusers, also while their account set-up is pending.
     */
    post: operations['confirmTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/two-factor/disable/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-factor sign-in off
     * @description Staff and superusers, also while their account set-up is pending.
     */
    post: operations['disableTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/create-staff/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a staff account
     * @description Superusers only.
     */
    post: operations['createStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/staff-list/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every staff account
     * @description Superusers only.
     */
    get: operations['listStaff'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/staff/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One staff account
     * @description Superusers only.
     */
    get: operations['getStaff'];
    put?: never;
    post?: never;
    /**
     * Delete a staff account
     * @description Superusers only.
     */
    delete: operations['deleteStaff'];
    options?: never;
    head?: never;
    /**
     * Edit a staff account, optionally setting a new password
     * @description Superusers only.
     */
    patch: operations['updateStaff'];
    trace?: never;
  };
  '/api/inquiries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The inquiry inbox
     * @description Staff and superusers.
     */
    get: operations['listInquiries'];
    put?: never;
    /**
     * Send an inquiry (the public form)
     * @description Anyone; a token, when sent, must be valid. Error answers also carry `success: false`, `message` and every field’s messages under `errors`.
     */
    post: operations['createInquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One inquiry with its e-mails
     * @description Staff and superusers.
     */
    get: operations['getInquiry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an inquiry’s status, notes or customer
     * @description Staff and superusers.
     */
    patch: operations['updateInquiry'];
    trace?: never;
  };
  '/api/inquiries/{id}/customer/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a customer from an inquiry and link it
     * @description Staff and superusers. The customer is named by the inquiry’s company (else the person), who becomes its primary contact. 409 when the inquiry already belongs to a customer.
     */
    post: operations['createCustomerFromInquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All categories with their product counts
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['listCategories'];
    put?: never;
    /**
     * Add a category
     * @description Superusers only.
     */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One category by id or slug
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getCategory'];
    /**
     * Rename a category or replace its icon
     * @description Staff and superusers.
     */
    put: operations['updateCategory'];
    post?: never;
    /**
     * Delete a category
     * @description Superusers only.
     */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-images/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an image of a product
     * @description Staff and superusers.
     */
    post: operations['uploadProductImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-images/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a product image
     * @description Staff and superusers.
     */
    delete: operations['deleteProductImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/export-excel/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every product as a workbook
     * @description Superusers only.
     */
    get: operations['exportProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/import-excel/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create and update products from a workbook
     * @description Superusers only. With `dry_run`, nothing is written. Rows that fail answer 400 with the same counts and `errors_on_rows`.
     */
    post: operations['importProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products, paged, filtered and sorted
     * @description Anyone; a token, when sent, must be valid. Filter values go as repeated parameters named after their group (`?processor=Intel%20Core%20i5`). Staff also see hidden products. A search the shop has not answered since the catalogue last changed counts against the asking address: 30 at once, then 30 a minute (429 past that).
     */
    get: operations['listProducts'];
    put?: never;
    /**
     * Add a product
     * @description Staff and superusers.
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/id/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One product by id
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getProductById'];
    /**
     * Edit a product
     * @description Staff and superusers. Send back the `version` it was loaded with: an edit made since answers 409. `hidden` is ignored in a staff edit.
     */
    put: operations['updateProduct'];
    post?: never;
    /**
     * Delete a product
     * @description Superusers only.
     */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    /**
     * Hide or unhide a product
     * @description Superusers only.
     */
    patch: operations['setProductHidden'];
    trace?: never;
  };
  '/api/products/{identifier}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One product by slug (or id)
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/price-tiers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The price tiers, in the order staff see them
     * @description Staff and superusers.
     */
    get: operations['listPriceTiers'];
    /**
     * Replace the price tiers and their category percentages
     * @description Superusers only.
     */
    put: operations['replacePriceTiers'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/id/{id}/pricing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A product's cost, tier prices and quantity breaks
     * @description Staff and superusers.
     */
    get: operations['getProductPricing'];
    /**
     * Replace a product's cost, tier prices and quantity breaks
     * @description Staff and superusers.
     */
    put: operations['replaceProductPricing'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}/price/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a buyer pays a unit for a quantity
     * @description Staff and superusers. Without `customer`, a walk-in (retail) buyer.
     */
    get: operations['getUnitPrice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-movements/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The stock ledger, newest first, each movement with the product's levels after it
     * @description Staff and superusers.
     */
    get: operations['listStockMovements'];
    put?: never;
    /**
     * Record a receipt, a return or an adjustment
     * @description Superusers only. An adjustment needs a reason and may go down, never below nothing on hand.
     */
    post: operations['recordStockMovement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/filters/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filter values of a category’s products
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['listFilters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/brands/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The brands of visible products
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['listBrands'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download every customer as a workbook
     * @description Staff and superusers. One row a customer: its fields, the tier by name, the primary contact and the first delivery address.
     */
    get: operations['exportCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/import/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create and update customers from a workbook
     * @description Superusers only. Rows are matched by code: a known code updates that customer (blank cells keep what is stored), any other row adds one, checked as the API checks them. With `dry_run`, nothing is written. Rows that fail answer 400 with the same counts and `errors_on_rows`.
     */
    post: operations['importCustomers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Customers by name
     * @description Staff and superusers. Search by name, code, TIN or a contact's e-mail; filter by tier, terms (days) or tag.
     */
    get: operations['listCustomers'];
    put?: never;
    /**
     * Add a customer
     * @description Staff and superusers.
     */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One customer, with contacts, addresses, recent documents and what they bought
     * @description Staff and superusers.
     */
    get: operations['getCustomer'];
    put?: never;
    post?: never;
    /**
     * Delete a customer; its documents keep their own names
     * @description Superusers only. A customer with invoices or payments is refused: merge it into another instead.
     */
    delete: operations['deleteCustomer'];
    options?: never;
    head?: never;
    /**
     * Edit a customer; contacts and addresses given replace the stored ones
     * @description Staff and superusers.
     */
    patch: operations['updateCustomer'];
    trace?: never;
  };
  '/api/customers/{id}/merge/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge another customer into this one
     * @description Superusers only. The other customer's documents, contacts and addresses move here; it is then removed.
     */
    post: operations['mergeCustomers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Orders, newest first
     * @description Staff and superusers.
     */
    get: operations['listOrders'];
    put?: never;
    /**
     * Record an order
     * @description Staff and superusers.
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One order
     * @description Staff and superusers.
     */
    get: operations['getOrder'];
    /**
     * Edit an order
     * @description Staff and superusers.
     */
    put: operations['updateOrder'];
    post?: never;
    /**
     * Delete an order
     * @description Superusers only.
     */
    delete: operations['deleteOrder'];
    options?: never;
    head?: never;
    /**
     * Move an order to another status
     * @description Staff and superusers.
     */
    patch: operations['updateOrderStatus'];
    trace?: never;
  };
  '/api/orders/{id}/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an order, reserving its stock
     * @description Staff and superusers. Reserves the product lines of a pending order. More than is available is refused (409) unless `reason` says why staff reserve anyway; an order already confirmed answers as it is.
     */
    post: operations['confirmOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quotations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Quotations, newest first
     * @description Staff and superusers.
     */
    get: operations['listQuotations'];
    put?: never;
    /**
     * Write a draft quotation
     * @description Staff and superusers.
     */
    post: operations['createQuotation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quotations/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One quotation
     * @description Staff and superusers.
     */
    get: operations['getQuotation'];
    put?: never;
    post?: never;
    /**
     * Delete a quotation
     * @description Superusers only.
     */
    delete: operations['deleteQuotation'];
    options?: never;
    head?: never;
    /**
     * Edit a draft
     * @description Staff and superusers.
     */
    patch: operations['updateQuotation'];
    trace?: never;
  };
  '/api/quotations/{id}/revise/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a new revision of a sent quotation
     * @description Staff and superusers.
     */
    post: operations['reviseQuotation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quotations/{id}/pdf/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The quotation as a PDF
     * @description Staff and superusers.
     */
    get: operations['getQuotationPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quotations/{id}/send/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a draft to the customer
     * @description Staff and superusers.
     */
    post: operations['sendQuotation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/{token}/accept/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The customer's answer: accepted
     * @description Anyone; a token, when sent, must be valid.
     */
    post: operations['acceptQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quote/{token}/decline/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The customer's answer: declined
     * @description Anyone; a token, when sent, must be valid.
     */
    post: operations['declineQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments received, the latest first
     * @description Staff and superusers.
     */
    get: operations['listPayments'];
    put?: never;
    /**
     * Record a payment
     * @description Staff and superusers. Allocated as `allocations` says, or else to the customer's open invoices by due date, oldest first; what no invoice takes is the customer's credit (apply it later with `/payments/{id}/allocate/`). A check dated after today is held: it is allocated now, but reduces the balance only from its date.
     */
    post: operations['recordPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One payment with its allocations
     * @description Staff and superusers.
     */
    get: operations['getPayment'];
    put?: never;
    post?: never;
    /**
     * Delete a payment recorded in error, with its allocations
     * @description Superusers only.
     */
    delete: operations['deletePayment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}/allocate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a payment's credit to open invoices
     * @description Staff and superusers. What is left of the payment goes where `allocations` says, or to the oldest due invoices first.
     */
    post: operations['allocatePaymentCredit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivables/aging/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Receivables by age, with the customers behind each bucket
     * @description Staff and superusers.
     */
    get: operations['getAging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivables/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The accountant's workbook: invoices and payments
     * @description Staff and superusers. Two sheets: every invoice with its tax lines, paid and balance; every payment with its allocations.
     */
    get: operations['exportAccounting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/{id}/receivables/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A customer's balance, credit, overdue amount and open invoices
     * @description Staff and superusers.
     */
    get: operations['getCustomerReceivables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/{id}/statement/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's statement of account as a PDF
     * @description Staff and superusers.
     */
    get: operations['getCustomerStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deliveries, newest first
     * @description Staff and superusers. Filter by `order` for one order’s deliveries.
     */
    get: operations['listShipments'];
    put?: never;
    /**
     * Record a delivery of a confirmed order
     * @description Staff and superusers. Takes the next delivery receipt number and moves the reserved units out of stock. A serialized product needs one serial per unit; field errors name the line and the serial (`{"lines": [{"serials": [{}, ["..."]]}]}`). When every product line has gone in full, the order is shipped.
     */
    post: operations['createShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipments/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One delivery, with its lines and serial numbers
     * @description Staff and superusers.
     */
    get: operations['getShipment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipments/{id}/pdf/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The delivery receipt as a PDF
     * @description Staff and superusers.
     */
    get: operations['getDeliveryReceiptPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/deliverable/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What is still to deliver of an order, line by line
     * @description Staff and superusers.
     */
    get: operations['getDeliverableOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/warranty/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Look up a delivered unit’s warranty by its serial number
     * @description Anyone; a token, when sent, must be valid. The product, the delivery date and the last day of cover; nothing about the buyer. Throttled per client address, found or not.
     */
    get: operations['lookUpWarranty'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Invoices, newest first
     * @description Staff and superusers. Filter by customer, order, or status (open, paid, overdue as of today in Manila, void).
     */
    get: operations['listInvoices'];
    put?: never;
    /**
     * Issue an invoice for an order
     * @description Staff and superusers. Bills the lines given, or everything on the order not yet on a non-void invoice, with the next number of the registered series. 409 when the series is not set up or is used up, or the company's TIN is missing.
     */
    post: operations['createInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One invoice as issued, with its balance
     * @description Staff and superusers.
     */
    get: operations['getInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/pdf/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The invoice as a PDF
     * @description Staff and superusers.
     */
    get: operations['getInvoicePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/void/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Void an invoice
     * @description Superusers only. The invoice keeps its number and says it is void, by whom and why. Refused while payments are applied.
     */
    post: operations['voidInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/certificate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Record when the buyer's BIR Form 2307 arrived
     * @description Staff and superusers.
     */
    patch: operations['recordInvoiceCertificate'];
    trace?: never;
  };
  '/api/orders/{id}/invoice-draft/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What is left to invoice on an order, and the buyer's tax class
     * @description Staff and superusers.
     */
    get: operations['getInvoiceDraft'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/document-series/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The invoice series and the delivery receipts’ prefix
     * @description Superusers only.
     */
    get: operations['getDocumentSeries'];
    /**
     * Enter the registered invoice series
     * @description Superusers only. Prefix, next and last number as the BIR registered the series; the next number never goes back onto one already issued.
     */
    put: operations['updateDocumentSeries'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The dashboard figures
     * @description Staff and superusers.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/{id}/resend/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an e-mail again
     * @description Staff and superusers. A failed message is queued again with a fresh count of attempts; a sent one is queued as a new copy. One still queued or being sent answers 409.
     */
    post: operations['resendEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The activity history, newest first
     * @description Staff and superusers. Staff see everything but staff accounts and settings, which are the superuser’s.
     */
    get: operations['listActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company details every page shows
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getSettings'];
    /**
     * Save the company settings
     * @description Superusers only.
     */
    put: operations['updateSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/admin/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settings with the notification addresses
     * @description Superusers only.
     */
    get: operations['getAdminSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/logo/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload the company logo
     * @description Superusers only.
     */
    put: operations['uploadLogo'];
    post?: never;
    /**
     * Go back to the built-in logo
     * @description Superusers only.
     */
    delete: operations['deleteLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The interactive reference (Swagger UI)
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getDocsPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A file of the reference viewer
     * @description Anyone; a token, when sent, must be valid.
     */
    get: operations['getDocsFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded image file (WebP)
     * @description Anyone; no token is read.
     */
    get: operations['getMediaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Field errors sit beside `detail`, one key a field, each a list of messages: `{"detail": "Enter a valid email address.", "email": ["Enter a valid email address."]}`. Errors of nested input nest by path, as Django REST Framework nests them: a list of lines is an array with one object a line (`{}` for a valid one), each keyed by field: `{"detail": "Line 2: Quantity must be a whole number from 1 to 100000.", "lines": [{}, {"quantity": ["Quantity must be a whole number from 1 to 100000."]}]}`; a problem of a whole list (`"lines": ["Add at least one line."]`) stays a list of messages, and one of a whole item or body goes under `non_field_errors`. A 403 for a pending account set-up carries a `code`; a 500 or 503 carries the `request_id` found in the log. */
    Error: {
      /** @description What went wrong, as a person reads it. */
      detail: string;
    } & {
      [key: string]: unknown;
    };
    SignedIn: {
      access: string;
      refresh: string;
      is_superuser: boolean;
      is_staff: boolean;
      username: string;
      email: string;
      must_change_password: boolean;
      must_set_up_two_factor: boolean;
    };
    TwoFactorChallenge: {
      /** @constant */
      two_factor_required: true;
      /** @description Send it with a code to /api/user/admin-login/two-factor/. */
      challenge: string;
    };
    TokenPair: {
      access: string;
      refresh: string;
    };
    Staff: {
      id: number;
      username: string;
      email: string;
      full_name: string;
      position: string;
      is_staff: boolean;
      is_superuser: boolean;
      is_active: boolean;
      /** Format: date-time */
      date_joined: string;
      last_login: string | null;
    };
    Inquiry: {
      id: number;
      name: string;
      phone: string;
      company: string;
      email: string;
      purpose: string;
      brands: string;
      products: string;
      service: string;
      message: string;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'quoted' | 'closed';
      notes: string;
      forward_status: string;
      forward_attempts: number;
      forward_error: string | null;
      forwarded_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      customer_id: number | null;
      /** @description The linked customer; only in the detail. */
      customer?: components['schemas']['CustomerRef'] | null;
      /** @description Customers whose contact e-mail is the document's, or whose TIN it names; only in the detail, and only when no customer is linked. */
      customer_matches?: components['schemas']['CustomerMatch'][];
      /** @description The e-mails it sent or is sending; only in the detail. */
      emails?: components['schemas']['Email'][];
    };
    CustomerRef: {
      id: number;
      code: string;
      name: string;
      tier: number | null;
      tier_name: string | null;
    };
    CustomerMatch: {
      id: number;
      code: string;
      name: string;
      tier: number | null;
      tier_name: string | null;
      matched_by: ('email' | 'tin')[];
    };
    Email: {
      id: number;
      /** @enum {string} */
      kind:
        | 'inquiry_notification'
        | 'inquiry_acknowledgement'
        | 'quotation'
        | 'quotation_answer'
        | 'quotation_confirmation'
        | 'quotation_reminder'
        | 'account_sign_in'
        | 'overdue_reminder';
      subject: string;
      recipients: string[];
      /** @enum {string} */
      status: 'queued' | 'sending' | 'sent' | 'failed';
      attempts: number;
      next_attempt_at: string | null;
      sent_at: string | null;
      /** @description Why the last attempt failed, as the mail server said it. */
      error: string | null;
      /** @description The inquiry it is about, if any. */
      inquiry: number | null;
      /** @description The quotation it is about, if any. */
      quotation: number | null;
      /** Format: date-time */
      created_at: string;
    };
    Category: {
      id: number;
      name: string;
      slug: string;
      icon: string | null;
      icon_srcset: string | null;
      image: string | null;
      product_count: number;
    };
    ImportResult: {
      created: number;
      updated: number;
      unchanged: number;
      errors_on_rows: {
        row: number;
        errors: {
          [key: string]: string[];
        };
      }[];
      dry_run: boolean;
    };
    ProductPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['Product'][];
    };
    Product: {
      id: number;
      name: string;
      product_slug: string;
      slug: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      price: string;
      discounted_price: string | null;
      /** @description Units on hand: the sum of the stock movements. */
      stock: number;
      /** @description Delivering it asks for one serial number per unit. */
      serialized: boolean;
      warranty_months: number;
      /** @description Units promised to accepted quotations and confirmed orders, not yet shipped. */
      reserved: number;
      brand: string;
      key_features: string;
      description: string;
      hidden: boolean;
      category: number | null;
      category_slug: string | null;
      category_name: string;
      image: string | null;
      image_srcset: string | null;
      images: components['schemas']['ProductImage'][];
      processor: string | null;
      ram_size: string | null;
      storage_type: string | null;
      storage_capacity: string | null;
      screen_size: string | null;
      resolution: string | null;
      operating_system: string | null;
      warranty: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Send it back with an edit: a product changed by someone else since is refused with 409. */
      version: number;
    };
    ProductImage: {
      id: number;
      /** @description URL of the largest variant. */
      image: string;
      srcset: string;
      width: number;
      height: number;
      variants: {
        width: number;
        url: string;
      }[];
    };
    PriceTier: {
      id: number;
      name: string;
      customer_count: number;
      category_discounts: {
        category: number;
        category_name: string;
        /** @description Percent off retail, two decimals: "12.50". */
        percent: string;
      }[];
    };
    ProductPricing: {
      product: number;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      retail: string;
      cost: string | null;
      tier_prices: {
        tier: number;
        tier_name: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        price: string;
      }[];
      breaks: {
        tier: number | null;
        /** @description "Retail" for a break every buyer gets. */
        tier_name: string;
        min_quantity: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        price: string;
      }[];
    };
    UnitPrice: {
      product: number;
      customer: number | null;
      tier: number | null;
      tier_name: string;
      quantity: number;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      retail: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      unit_price: string;
      /** @enum {string} */
      source: 'retail' | 'tier' | 'tier-percent' | 'break' | 'cost-floor';
      break_min_quantity: number | null;
    };
    StockMovementPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['StockMovement'][];
    };
    StockMovement: {
      id: number;
      product: number;
      product_name: string;
      /** @enum {string} */
      kind: 'receipt' | 'reservation' | 'release' | 'shipment' | 'return' | 'adjustment';
      quantity: number;
      reason: string;
      /** @description A reservation made although fewer units were available. */
      override: boolean;
      order: number | null;
      shipment: number | null;
      /** @description The product's units on hand after this movement. */
      on_hand_after: number;
      reserved_after: number;
      created_by: string | null;
      /** Format: date-time */
      created_at: string;
    };
    CustomerListItemPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['CustomerListItem'][];
    };
    CustomerListItem: {
      id: number;
      code: string;
      name: string;
      tin: string;
      /** @enum {string} */
      tax_class: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
      payment_term_days: number;
      price_tier: number | null;
      price_tier_name: string | null;
      tags: string[];
      primary_contact: {
        id: number;
        name: string;
        position: string;
        email: string;
        phone: string;
        is_primary: boolean;
      } | null;
      /** Format: date-time */
      updated_at: string;
    };
    Customer: {
      id: number;
      code: string;
      name: string;
      tin: string;
      /** @enum {string} */
      tax_class: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
      payment_term_days: number;
      price_tier: number | null;
      price_tier_name: string | null;
      tags: string[];
      business_style: string;
      billing_address: string;
      withholding_percent: number;
      credit_limit: string | null;
      notes: string;
      quotation_terms: string;
      quotation_notes: string;
      contacts: {
        id: number;
        name: string;
        position: string;
        email: string;
        phone: string;
        is_primary: boolean;
      }[];
      addresses: {
        id: number;
        label: string;
        address: string;
      }[];
      /** @description Shipped and delivered orders' totals, by Manila calendar year. */
      bought: {
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        this_year: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        last_year: string;
      };
      inquiries: {
        id: number;
        /** @description The inquiry, quotation or order as staff name it: "QT-2026-000012". */
        label: string;
        status: string;
        total: string | null;
        /** Format: date-time */
        created_at: string;
      }[];
      quotations: {
        id: number;
        /** @description The inquiry, quotation or order as staff name it: "QT-2026-000012". */
        label: string;
        status: string;
        total: string | null;
        /** Format: date-time */
        created_at: string;
      }[];
      orders: {
        id: number;
        /** @description The inquiry, quotation or order as staff name it: "QT-2026-000012". */
        label: string;
        status: string;
        total: string | null;
        /** Format: date-time */
        created_at: string;
      }[];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    OrderPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['Order'][];
    };
    Order: {
      id: number;
      customer_name: string;
      customer_email: string;
      customer_phone: string;
      customer_company: string;
      /** @enum {string} */
      status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
      notes: string;
      delivery_address: string;
      /** @description The customer's purchase order number. */
      po_number: string;
      /** @description When the order's product lines were reserved; null while they are not. */
      confirmed_at: string | null;
      inquiry: number | null;
      items: {
        id: number;
        /** @description Null once the product has been deleted. */
        product: number | null;
        product_name: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unit_price: string;
        quantity: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        line_total: string;
        /** @description Units of the line reserved for the order now. */
        reserved: number;
        /** @description Units of the line shipped, less any returned. */
        shipped: number;
      }[];
      item_count: number;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total_amount: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      shipped_at: string | null;
      completed_at: string | null;
      /** @description Username of the staff member who recorded the order. */
      created_by: string | null;
    };
    QuotationPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['Quotation'][];
    };
    Quotation: {
      id: number;
      /** @description As printed: QT-2026-000123 or QT-2026-000123-R1. */
      number: string;
      base_number: string;
      revision: number;
      superseded: boolean;
      /** @enum {string} */
      status: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
      customer_name: string;
      customer_company: string;
      customer_email: string;
      customer_phone: string;
      customer_address: string;
      /** Format: date */
      valid_until: string;
      terms: string;
      notes: string;
      internal_notes: string;
      prices_include_vat: boolean;
      vat_rate: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      discount_amount: string;
      discount_percent: string;
      lines: {
        id: number;
        product: number | null;
        description: string;
        quantity: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unit_price: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        discount_amount: string;
        discount_percent: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        line_total: string;
        stock: number | null;
      }[];
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      lines_total: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      discount: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      subtotal: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      vat: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total: string;
      inquiry: number | null;
      customer_id: number | null;
      /** @description The linked customer; only in the detail. */
      customer?: components['schemas']['CustomerRef'] | null;
      /** @description Customers whose contact e-mail is the document's, or whose TIN it names; only in the detail, and only when no customer is linked. */
      customer_matches?: components['schemas']['CustomerMatch'][];
      order: number | null;
      public_path: string;
      sent_at: string | null;
      answered_at: string | null;
      answer_comment: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      created_by: string | null;
      /** @description The state of the customer's e-mail of the quotation; null when none was queued. */
      email_status: ('queued' | 'sending' | 'sent' | 'failed') | null;
      /** @description The e-mails it sent or is sending; only in the detail. */
      emails?: components['schemas']['Email'][];
    };
    SentQuotation: {
      id: number;
      /** @description As printed: QT-2026-000123 or QT-2026-000123-R1. */
      number: string;
      base_number: string;
      revision: number;
      superseded: boolean;
      /** @enum {string} */
      status: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
      customer_name: string;
      customer_company: string;
      customer_email: string;
      customer_phone: string;
      customer_address: string;
      /** Format: date */
      valid_until: string;
      terms: string;
      notes: string;
      internal_notes: string;
      prices_include_vat: boolean;
      vat_rate: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      discount_amount: string;
      discount_percent: string;
      lines: {
        id: number;
        product: number | null;
        description: string;
        quantity: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unit_price: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        discount_amount: string;
        discount_percent: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        line_total: string;
        stock: number | null;
      }[];
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      lines_total: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      discount: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      subtotal: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      vat: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total: string;
      inquiry: number | null;
      customer_id: number | null;
      /** @description The linked customer; only in the detail. */
      customer?: components['schemas']['CustomerRef'] | null;
      /** @description Customers whose contact e-mail is the document's, or whose TIN it names; only in the detail, and only when no customer is linked. */
      customer_matches?: components['schemas']['CustomerMatch'][];
      order: number | null;
      public_path: string;
      sent_at: string | null;
      answered_at: string | null;
      answer_comment: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      created_by: string | null;
      /** @description The state of the customer's e-mail of the quotation; null when none was queued. */
      email_status: ('queued' | 'sending' | 'sent' | 'failed') | null;
      /** @description The e-mails it sent or is sending; only in the detail. */
      emails?: components['schemas']['Email'][];
      /** @description The customer's page: a full address when the shop's public address is known, else its path. */
      public_url: string;
      /** @description Whether an e-mail was queued (false when mail is not configured). */
      emailed: boolean;
    };
    PaymentPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['Payment'][];
    };
    Payment: {
      id: number;
      customer: {
        id: number;
        name: string;
      };
      /** @enum {string} */
      method: 'cash' | 'bank_transfer' | 'check' | 'gcash' | 'maya';
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      amount: string;
      received_on: string;
      check_bank: string;
      check_number: string;
      check_date: string | null;
      reference: string;
      notes: string;
      /** @description A post-dated check: it counts only from its check_date. */
      held: boolean;
      allocations: {
        invoice: number;
        number: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        amount: string;
      }[];
      /** @description What no invoice took: the customer's credit. */
      unallocated: string;
      /** Format: date-time */
      created_at: string;
    };
    Aging: {
      today: string;
      buckets: {
        /** @enum {string} */
        bucket: 'current' | '1-30' | '31-60' | '61-90' | 'over-90';
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        total: string;
        /** @description Largest balance first. */
        customers: {
          id: number;
          name: string;
          /** @description A decimal amount in pesos, two decimals: "1234.50". */
          amount: string;
        }[];
      }[];
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total: string;
      /** @description Post-dated checks dated today to seven days on: held until their date. */
      checks_this_week: components['schemas']['HeldCheck'][];
      /** @description Customers' unallocated payments, usable on later invoices. */
      credit: string;
    };
    HeldCheck: {
      payment: number;
      customer: {
        id: number;
        name: string;
      };
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      amount: string;
      bank: string;
      check_number: string;
      /** @description The day the check clears and starts to count. */
      check_date: string;
    };
    CustomerReceivables: {
      customer: number;
      today: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      balance: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      overdue: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      credit: string;
      /** @description Post-dated checks received, not yet at their date. */
      held: string;
      /** @description The payments whose unallocated part is the credit, oldest first. */
      credit_payments: {
        id: number;
        received_on: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unallocated: string;
      }[];
      /** @description Invoices with something still open, due first. */
      invoices: components['schemas']['OpenInvoice'][];
    };
    OpenInvoice: {
      id: number;
      number: string;
      issued_on: string;
      due_on: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      amount_due: string;
      /** @description Allocations of payments that have cleared. */
      paid: string;
      /** @description Allocations of post-dated checks not yet at their date. */
      held: string;
      /** @description amount_due less paid: what the aging counts. */
      balance: string;
      /** @description amount_due less every allocation: what a new payment may still take. */
      open: string;
      days_overdue: number;
    };
    ShipmentListItemPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['ShipmentListItem'][];
    };
    ShipmentListItem: {
      id: number;
      /** @description The delivery receipt number: "DR-000012". */
      number: string;
      order: number;
      customer: number | null;
      buyer_name: string;
      /** Format: date */
      delivered_on: string;
      /** Format: date-time */
      created_at: string;
      unit_count: number;
    };
    Shipment: {
      id: number;
      /** @description The delivery receipt number: "DR-000012". */
      number: string;
      order: number;
      customer: number | null;
      buyer_name: string;
      /** Format: date */
      delivered_on: string;
      /** Format: date-time */
      created_at: string;
      buyer_tin: string;
      delivery_address: string;
      po_number: string;
      notes: string;
      lines: {
        id: number;
        order_item: number | null;
        product: number | null;
        product_name: string;
        quantity: number;
        serials: string[];
      }[];
      created_by: string | null;
    };
    DeliverableOrder: {
      order: number;
      customer_name: string;
      /** @enum {string} */
      status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
      confirmed: boolean;
      delivery_address: string;
      po_number: string;
      lines: {
        order_item: number;
        product: number | null;
        product_name: string;
        ordered: number;
        delivered: number;
        remaining: number;
        serialized: boolean;
      }[];
    };
    Warranty: {
      serial: string;
      product_name: string;
      /** Format: date */
      delivered_on: string;
      warranty_months: number;
      /**
       * Format: date
       * @description The last day the warranty covers.
       */
      warranty_ends: string;
      under_warranty: boolean;
    };
    InvoiceListItemPage: {
      /** @description How many match, over all pages. */
      count: number;
      /** @description Path and query of the next page; null on the last. */
      next: string | null;
      /** @description Path and query of the previous page. */
      previous: string | null;
      results: components['schemas']['InvoiceListItem'][];
    };
    InvoiceListItem: {
      id: number;
      number: string;
      order: number | null;
      customer: number | null;
      buyer_name: string;
      /**
       * Format: date
       * @description A day in Manila: "2026-11-26".
       */
      issued_on: string;
      /**
       * Format: date
       * @description A day in Manila: "2026-11-26".
       */
      due_on: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      amount_due: string;
      /** @description The amount due less the payments applied to it. */
      balance: string;
      /**
       * @description Void; paid when nothing is left; overdue after its due date; else open.
       * @enum {string}
       */
      status: 'open' | 'paid' | 'overdue' | 'void';
    };
    Invoice: {
      id: number;
      number: string;
      order: number | null;
      customer: number | null;
      buyer_name: string;
      /**
       * Format: date
       * @description A day in Manila: "2026-11-26".
       */
      issued_on: string;
      /**
       * Format: date
       * @description A day in Manila: "2026-11-26".
       */
      due_on: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      total: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      amount_due: string;
      /** @description The amount due less the payments applied to it. */
      balance: string;
      /**
       * @description Void; paid when nothing is left; overdue after its due date; else open.
       * @enum {string}
       */
      status: 'open' | 'paid' | 'overdue' | 'void';
      seller: {
        name: string;
        tin: string;
        address: string;
      };
      buyer: {
        name: string;
        tin: string;
        address: string;
        business_style: string;
      };
      po_number: string;
      terms_days: number;
      /** @enum {string} */
      tax_class: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
      prices_include_vat: boolean;
      withholding_percent: number;
      lines: {
        id: number;
        order_item: number | null;
        description: string;
        quantity: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unit_price: string;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        amount: string;
      }[];
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      vatable_sales: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      vat_exempt_sales: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      zero_rated_sales: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      vat: string;
      /** @description Everything the buyer withholds: creditable withholding tax plus, for government, final VAT. */
      withholding: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      creditable_withholding: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      final_vat_withheld: string;
      amount_in_words: string;
      /** @description A decimal amount in pesos, two decimals: "1234.50". */
      paid: string;
      certificate_expected: boolean;
      certificate_received_on: string | null;
      voided_at: string | null;
      void_reason: string;
      voided_by: string | null;
      created_by: string | null;
      /** Format: date-time */
      created_at: string;
    };
    InvoiceDraft: {
      order: number;
      buyer_name: string;
      /** @enum {string} */
      tax_class: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
      withholding_percent: number;
      shop_prices_include_vat: boolean;
      lines: {
        order_item: number;
        description: string;
        /** @enum {string} */
        kind: 'product' | 'text' | 'adjustment';
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        unit_price: string;
        quantity: number;
        /** @description Units already on invoices that are not void. */
        invoiced: number;
      }[];
    };
    DocumentSeries: {
      invoice: {
        prefix: string;
        next: number;
        end: number | null;
        width: number;
        numbers_left: number | null;
        /** @description The highest number issued under the prefix. */
        last_issued: string | null;
      };
      delivery_receipt: {
        prefix: string;
        next: number;
      };
    };
    Dashboard: {
      orders: {
        pending: number;
        shipped: number;
        delivered: number;
        cancelled: number;
      };
      low_in_stock: number;
      low_stock_threshold: number;
      products: {
        total: number;
        hidden: number;
        out_of_stock: number;
      };
      categories: {
        total: number;
      };
      inquiries: {
        total: number;
        new: number;
      };
      monthly: {
        /** @description 'YYYY-MM' in the shop's time zone. */
        month: string;
        label: string;
        orders: number;
        shipped: number;
        /** @description A decimal amount in pesos, two decimals: "1234.50". */
        revenue: string;
      }[];
      popular_items: {
        product: number | null;
        name: string;
        quantity: number;
      }[];
      recent_orders: components['schemas']['Order'][];
      low_stock_products: {
        id: number;
        name: string;
        stock: number;
      }[];
      quotations: {
        sent_this_month: number;
        accepted_this_month: number;
        /** @description Accepted ÷ (accepted + declined + expired) among the quotations sent this month, in percent; null when none is decided. */
        conversion_rate: number | null;
        open_count: number;
        /** @description The sum of sent, unexpired quotations' totals. */
        open_value: string;
      };
      /** @description E-mails that gave up, the newest first; staff can resend them. */
      failed_mail: {
        count: number;
        recent: components['schemas']['Email'][];
      };
      receivables: components['schemas']['Aging'];
    };
    ActivityPage: {
      results: components['schemas']['Activity'][];
      /** @description Pass as `before` for the next older page; null when this page is the last. */
      next_before: number | null;
    };
    Activity: {
      id: number;
      /** Format: date-time */
      occurred_at: string;
      actor: {
        id: number | null;
        name: string;
      };
      /** @enum {string} */
      entity_type:
        | 'product'
        | 'category'
        | 'order'
        | 'inquiry'
        | 'quotation'
        | 'staff'
        | 'settings'
        | 'pricing'
        | 'customer'
        | 'shipment'
        | 'invoice'
        | 'payment';
      entity_id: number | null;
      entity_label: string;
      /** @enum {string} */
      action:
        | 'created'
        | 'updated'
        | 'deleted'
        | 'hidden'
        | 'unhidden'
        | 'image_added'
        | 'image_removed'
        | 'import_created'
        | 'import_updated'
        | 'shipped'
        | 'delivered'
        | 'cancelled'
        | 'stock_out'
        | 'stock_back'
        | 'received'
        | 'sent'
        | 'revised'
        | 'accepted'
        | 'declined'
        | 'merged'
        | 'confirmed'
        | 'reserved'
        | 'released'
        | 'stock_received'
        | 'stock_adjusted'
        | 'voided';
      changes: {
        [key: string]: {
          from: string | number | boolean | null;
          to: string | number | boolean | null;
        };
      };
      note: string;
    };
    Company: {
      name: string;
      short_name: string;
      /** @default  */
      tagline: string;
      phones: string[];
      /** Format: email */
      email: string;
      address: {
        street: string;
        city: string;
        /** @default  */
        region: string;
        /** @default  */
        postal_code: string;
        country: string;
      };
      /** @default  */
      business_hours: string;
      /** @default  */
      map_embed_url: string;
      social: {
        /** @default  */
        facebook: string;
        /** @default  */
        instagram: string;
        /** @default  */
        linkedin: string;
        /** @default  */
        youtube: string;
        /** @default  */
        x: string;
      };
      /** @default  */
      meta_description: string;
      /** @default  */
      tin: string;
      /** @default true */
      prices_include_vat: boolean;
      /** @default 30 */
      quote_validity_days: number;
      /** @default Trading & Solutions */
      logo_subtitle: string;
      /** @default December 2021 */
      established: string;
      /** @default To be the technology partner Filipino businesses trust first, helping people to grow better together. */
      vision: string;
      /** @default  */
      quote_terms: string;
      /** @default true */
      quote_acceptance_email: boolean;
      /** @default true */
      quote_expiry_reminders: boolean;
      /** @default false */
      overdue_reminders: boolean;
      /** @default 1 */
      overdue_reminders_per_week: number;
      /** @default  */
      public_url: string;
      logo: {
        url: string;
        srcset: string;
        width: number;
        height: number;
      } | null;
    };
    AdminSettings: {
      name: string;
      short_name: string;
      /** @default  */
      tagline: string;
      phones: string[];
      /** Format: email */
      email: string;
      address: {
        street: string;
        city: string;
        /** @default  */
        region: string;
        /** @default  */
        postal_code: string;
        country: string;
      };
      /** @default  */
      business_hours: string;
      /** @default  */
      map_embed_url: string;
      social: {
        /** @default  */
        facebook: string;
        /** @default  */
        instagram: string;
        /** @default  */
        linkedin: string;
        /** @default  */
        youtube: string;
        /** @default  */
        x: string;
      };
      /** @default  */
      meta_description: string;
      /** @default  */
      tin: string;
      /** @default true */
      prices_include_vat: boolean;
      /** @default 30 */
      quote_validity_days: number;
      /** @default [] */
      notify_emails: string[];
      /** @default Trading & Solutions */
      logo_subtitle: string;
      /** @default December 2021 */
      established: string;
      /** @default To be the technology partner Filipino businesses trust first, helping people to grow better together. */
      vision: string;
      /** @default  */
      quote_terms: string;
      /** @default true */
      quote_acceptance_email: boolean;
      /** @default true */
      quote_expiry_reminders: boolean;
      /** @default false */
      overdue_reminders: boolean;
      /** @default 1 */
      overdue_reminders_per_week: number;
      /** @default  */
      public_url: string;
      logo: {
        url: string;
        srcset: string;
        width: number;
        height: number;
      } | null;
      mail: {
        configured: boolean;
        from: string | null;
      };
      updated_at: string | null;
      /** @description SITE_URL when the server sets it: it wins over `public_url`, which is then not used. */
      site_url: string | null;
    };
  };
  responses: {
    /** @description The input is refused: `detail` and each field’s messages. */
    Error400: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid access token (missing where required, expired, tampered or revoked). */
    Error401: {
      headers: {
        /** @description The scheme to authenticate with: send `Authorization: Bearer <access>`. */
        'WWW-Authenticate': 'Bearer';
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Signed in, but this account may not do this (or must finish its account set-up first). */
    Error403: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record. */
    Error404: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request clashes with the current state (a stale edit, a duplicate, a used token). */
    Error409: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is too large. */
    Error413: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not of a supported type. */
    Error415: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts: wait the `Retry-After` seconds. */
    Error429: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description An unexpected failure; the `request_id` names it in the log. */
    Error500: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The database is not reachable, or too busy to answer in time: try again after `Retry-After` seconds. */
    Error503: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the shop and its database answer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "database": "ok"
           *     }
           */
          'application/json': {
            /** @constant */
            status: 'ok';
            /** @constant */
            database: 'ok';
          };
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "admin@growbetter-it.ph",
         *       "password": "correct-horse-battery-staple"
         *     }
         */
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Sign in with email and password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "access": "example",
           *       "refresh": "example",
           *       "is_superuser": true,
           *       "is_staff": true,
           *       "username": "maria",
           *       "email": "maria@example.ph",
           *       "must_change_password": true,
           *       "must_set_up_two_factor": true
           *     }
           */
          'application/json': components['schemas']['SignedIn'] | components['schemas']['TwoFactorChallenge'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  signInWithCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "challenge": "example",
         *       "code": "example"
         *     }
         */
        'application/json': {
          challenge: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Finish a two-factor sign-in with a code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "access": "example",
           *       "refresh": "example",
           *       "is_superuser": true,
           *       "is_staff": true,
           *       "username": "maria",
           *       "email": "maria@example.ph",
           *       "must_change_password": true,
           *       "must_set_up_two_factor": true
           *     }
           */
          'application/json': components['schemas']['SignedIn'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refresh": "example"
         *     }
         */
        'application/json': {
          refresh: string;
        };
      };
    };
    responses: {
      /** @description Exchange a refresh token for a new pair */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "access": "example",
           *       "refresh": "example"
           *     }
           */
          'application/json': components['schemas']['TokenPair'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refresh": "example"
         *     }
         */
        'application/json': {
          refresh: string;
        };
      };
    };
    responses: {
      /** @description Sign out: revoke the session of a refresh token */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "current_password": "correct-horse-battery-staple",
         *       "new_password": "mango-jeepney-typhoon-42",
         *       "new_password2": "mango-jeepney-typhoon-42"
         *     }
         */
        'application/json': {
          current_password: string;
          new_password: string;
          new_password2: string;
        };
      };
    };
    responses: {
      /** @description Change your own password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "Done."
           *     }
           */
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether your two-factor sign-in is on */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "enabled": true,
           *       "recovery_codes_left": 1
           *     }
           */
          'application/json': {
            enabled: boolean;
            recovery_codes_left: number;
          };
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  setUpTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Start enrolling an authenticator app */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "secret": "example",
           *       "otpauth_url": "example",
           *       "qr_code": "example"
           *     }
           */
          'application/json': {
            secret: string;
            otpauth_url: string;
            /** @description The QR code as an SVG `data:` URL. */
            qr_code: string;
          };
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  confirmTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "example"
         *     }
         */
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Confirm the enrolment with a code */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "Done.",
           *       "recovery_codes": [
           *         "example"
           *       ]
           *     }
           */
          'application/json': {
            detail: string;
            recovery_codes: string[];
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  disableTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "example",
         *       "code": "example"
         *     }
         */
        'application/json': {
          password?: string;
          code?: string;
        };
      };
    };
    responses: {
      /** @description Turn two-factor sign-in off */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "detail": "Done."
           *     }
           */
          'application/json': {
            detail: string;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "username": "juan",
         *       "email": "juan@growbetter-it.ph",
         *       "password1": "correct-horse-battery-staple",
         *       "password2": "correct-horse-battery-staple"
         *     }
         */
        'application/json': {
          username: string;
          /** Format: email */
          email: string;
          full_name?: string;
          position?: string;
          password1: string;
          password2: string;
        };
      };
    };
    responses: {
      /** @description Create a staff account */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "username": "maria",
           *       "email": "maria@example.ph",
           *       "full_name": "example",
           *       "position": "example",
           *       "is_staff": true,
           *       "is_superuser": true,
           *       "is_active": true,
           *       "date_joined": "2026-11-22T08:00:00.000Z",
           *       "last_login": "2026-11-22T08:00:00.000Z",
           *       "message": "Do you have toner in stock?"
           *     }
           */
          'application/json': {
            id: number;
            username: string;
            email: string;
            full_name: string;
            position: string;
            is_staff: boolean;
            is_superuser: boolean;
            is_active: boolean;
            /** Format: date-time */
            date_joined: string;
            last_login: string | null;
            message: string;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every staff account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "username": "maria",
           *         "email": "maria@example.ph",
           *         "full_name": "example",
           *         "position": "example",
           *         "is_staff": true,
           *         "is_superuser": true,
           *         "is_active": true,
           *         "date_joined": "2026-11-22T08:00:00.000Z",
           *         "last_login": "2026-11-22T08:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Staff'][];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getStaff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One staff account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "username": "maria",
           *       "email": "maria@example.ph",
           *       "full_name": "example",
           *       "position": "example",
           *       "is_staff": true,
           *       "is_superuser": true,
           *       "is_active": true,
           *       "date_joined": "2026-11-22T08:00:00.000Z",
           *       "last_login": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Staff'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteStaff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a staff account */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateStaff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "username": "maria",
         *       "email": "maria@example.ph",
         *       "full_name": "example",
         *       "position": "example",
         *       "is_active": true,
         *       "is_superuser": true,
         *       "password1": "example",
         *       "password2": "example"
         *     }
         */
        'application/json': {
          username: string;
          /** Format: email */
          email: string;
          full_name?: string;
          position?: string;
          is_active?: boolean;
          is_superuser?: boolean;
          password1?: string;
          password2?: string;
        };
      };
    };
    responses: {
      /** @description Edit a staff account, optionally setting a new password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "username": "maria",
           *       "email": "maria@example.ph",
           *       "full_name": "example",
           *       "position": "example",
           *       "is_staff": true,
           *       "is_superuser": true,
           *       "is_active": true,
           *       "date_joined": "2026-11-22T08:00:00.000Z",
           *       "last_login": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Staff'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listInquiries: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'new' | 'in_progress' | 'quoted' | 'closed';
        purpose?: 'Request for Quote' | 'Product Inquiry' | 'Looking for Contact Person' | 'Services';
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The inquiry inbox */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "phone": "+63 917 555 0101",
           *           "company": "Santos Trading",
           *           "email": "maria@example.ph",
           *           "purpose": "example",
           *           "brands": "example",
           *           "products": "example",
           *           "service": "example",
           *           "message": "Do you have toner in stock?",
           *           "status": "new",
           *           "notes": "example",
           *           "forward_status": "example",
           *           "forward_attempts": 1,
           *           "forward_error": "example",
           *           "forwarded_at": "2026-11-22T08:00:00.000Z",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "updated_at": "2026-11-22T08:00:00.000Z",
           *           "customer_id": 1,
           *           "customer": {
           *             "id": 1,
           *             "code": "example",
           *             "name": "Maria Santos",
           *             "tier": 1,
           *             "tier_name": "example"
           *           },
           *           "customer_matches": [
           *             {
           *               "id": 1,
           *               "code": "example",
           *               "name": "Maria Santos",
           *               "tier": 1,
           *               "tier_name": "example",
           *               "matched_by": [
           *                 "email"
           *               ]
           *             }
           *           ],
           *           "emails": [
           *             {
           *               "id": 1,
           *               "kind": "inquiry_notification",
           *               "subject": "example",
           *               "recipients": [
           *                 "example"
           *               ],
           *               "status": "queued",
           *               "attempts": 1,
           *               "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *               "sent_at": "2026-11-22T08:00:00.000Z",
           *               "error": "example",
           *               "inquiry": 1,
           *               "quotation": 1,
           *               "created_at": "2026-11-22T08:00:00.000Z"
           *             }
           *           ]
           *         }
           *       ],
           *       "status_counts": {
           *         "new": 1,
           *         "in_progress": 1,
           *         "quoted": 1,
           *         "closed": 1
           *       }
           *     }
           */
          'application/json': {
            /** @description How many match, over all pages. */
            count: number;
            /** @description Path and query of the next page; null on the last. */
            next: string | null;
            /** @description Path and query of the previous page. */
            previous: string | null;
            results: components['schemas']['Inquiry'][];
            status_counts: {
              new: number;
              in_progress: number;
              quoted: number;
              closed: number;
            };
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createInquiry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Maria Santos",
         *       "phone": "+63 917 555 0101",
         *       "company": "Santos Trading",
         *       "email": "maria@example.ph",
         *       "purpose": "Product Inquiry",
         *       "brands": "HP, Canon",
         *       "products": "LaserJet Pro M404dn",
         *       "message": "Do you have toner for the LaserJet Pro M404dn in stock?"
         *     }
         */
        'application/json': {
          name: string;
          phone: string;
          company: string;
          /** Format: email */
          email: string;
          /** @enum {string} */
          purpose: 'Request for Quote' | 'Product Inquiry' | 'Looking for Contact Person' | 'Services';
          brands?: string;
          products?: string;
          service?: string;
          message: string;
        };
      };
    };
    responses: {
      /** @description Send an inquiry (the public form) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Do you have toner in stock?"
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            message: string;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getInquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One inquiry with its e-mails */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "phone": "+63 917 555 0101",
           *       "company": "Santos Trading",
           *       "email": "maria@example.ph",
           *       "purpose": "example",
           *       "brands": "example",
           *       "products": "example",
           *       "service": "example",
           *       "message": "Do you have toner in stock?",
           *       "status": "new",
           *       "notes": "example",
           *       "forward_status": "example",
           *       "forward_attempts": 1,
           *       "forward_error": "example",
           *       "forwarded_at": "2026-11-22T08:00:00.000Z",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Inquiry'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateInquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "new",
         *       "customer_id": 1,
         *       "notes": "example"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          status?: 'new' | 'in_progress' | 'quoted' | 'closed';
          customer_id?: number | null;
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Change an inquiry’s status, notes or customer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "phone": "+63 917 555 0101",
           *       "company": "Santos Trading",
           *       "email": "maria@example.ph",
           *       "purpose": "example",
           *       "brands": "example",
           *       "products": "example",
           *       "service": "example",
           *       "message": "Do you have toner in stock?",
           *       "status": "new",
           *       "notes": "example",
           *       "forward_status": "example",
           *       "forward_attempts": 1,
           *       "forward_error": "example",
           *       "forwarded_at": "2026-11-22T08:00:00.000Z",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Inquiry'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createCustomerFromInquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Make a customer from an inquiry and link it */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "phone": "+63 917 555 0101",
           *       "company": "Santos Trading",
           *       "email": "maria@example.ph",
           *       "purpose": "example",
           *       "brands": "example",
           *       "products": "example",
           *       "service": "example",
           *       "message": "Do you have toner in stock?",
           *       "status": "new",
           *       "notes": "example",
           *       "forward_status": "example",
           *       "forward_attempts": 1,
           *       "forward_error": "example",
           *       "forwarded_at": "2026-11-22T08:00:00.000Z",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Inquiry'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All categories with their product counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "name": "Maria Santos",
           *         "slug": "laser-printers",
           *         "icon": "example",
           *         "icon_srcset": "example",
           *         "image": "/media/hp-laserjet-pro-m404dn.webp",
           *         "product_count": 1
           *       }
           *     ]
           */
          'application/json': components['schemas']['Category'][];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          /** Format: binary */
          icon?: Blob;
        };
      };
    };
    responses: {
      /** @description Add a category */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "slug": "laser-printers",
           *       "icon": "example",
           *       "icon_srcset": "example",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "product_count": 1
           *     }
           */
          'application/json': components['schemas']['Category'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One category by id or slug */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "slug": "laser-printers",
           *       "icon": "example",
           *       "icon_srcset": "example",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "product_count": 1
           *     }
           */
          'application/json': components['schemas']['Category'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          /** Format: binary */
          icon?: Blob;
        };
      };
    };
    responses: {
      /** @description Rename a category or replace its icon */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "slug": "laser-printers",
           *       "icon": "example",
           *       "icon_srcset": "example",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "product_count": 1
           *     }
           */
          'application/json': components['schemas']['Category'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a category */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  uploadProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The product’s id. */
          product: string;
          /** Format: binary */
          image: Blob;
        };
      };
    };
    responses: {
      /** @description Upload an image of a product */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "srcset": "example",
           *       "width": 1,
           *       "height": 1,
           *       "variants": [
           *         {
           *           "width": 1,
           *           "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *         }
           *       ],
           *       "product": 1
           *     }
           */
          'application/json': {
            id: number;
            /** @description URL of the largest variant. */
            image: string;
            srcset: string;
            width: number;
            height: number;
            variants: {
              width: number;
              url: string;
            }[];
            product: number;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Remove a product image */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  exportProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Download every product as a workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  importProducts: {
    parameters: {
      query?: {
        dry_run?: '1' | 'true' | 'yes';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          excel_file: Blob;
        };
      };
    };
    responses: {
      /** @description Create and update products from a workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "created": 1,
           *       "updated": 1,
           *       "unchanged": 1,
           *       "errors_on_rows": [
           *         {
           *           "row": 1,
           *           "errors": {}
           *         }
           *       ],
           *       "dry_run": true
           *     }
           */
          'application/json': components['schemas']['ImportResult'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listProducts: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        category?: string;
        query?: string;
        name?: string;
        sort_by?: 'latest' | 'price_asc' | 'price_desc' | 'name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Products, paged, filtered and sorted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "product_slug": "hp-laserjet-pro-m404dn",
           *           "slug": "laser-printers",
           *           "price": "18500.00",
           *           "discounted_price": "example",
           *           "stock": 1,
           *           "serialized": true,
           *           "warranty_months": 1,
           *           "reserved": 1,
           *           "brand": "HP",
           *           "key_features": "example",
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "hidden": true,
           *           "category": 1,
           *           "category_slug": "laser-printers",
           *           "category_name": "Laser Printers",
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "image_srcset": "example",
           *           "images": [
           *             {
           *               "id": 1,
           *               "image": "/media/hp-laserjet-pro-m404dn.webp",
           *               "srcset": "example",
           *               "width": 1,
           *               "height": 1,
           *               "variants": [
           *                 {
           *                   "width": 1,
           *                   "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *                 }
           *               ]
           *             }
           *           ],
           *           "processor": "example",
           *           "ram_size": "example",
           *           "storage_type": "example",
           *           "storage_capacity": "example",
           *           "screen_size": "example",
           *           "resolution": "example",
           *           "operating_system": "example",
           *           "warranty": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "updated_at": "2026-11-22T08:00:00.000Z",
           *           "version": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Maria Santos",
         *       "brand": "HP",
         *       "price": "18500.00",
         *       "discounted_price": "18500.00",
         *       "stock": 1,
         *       "serialized": true,
         *       "warranty_months": 1,
         *       "key_features": "example",
         *       "description": "A fast monochrome laser printer for small offices.",
         *       "hidden": true,
         *       "category": 1,
         *       "processor": "example",
         *       "ram_size": "example",
         *       "storage_type": "example",
         *       "storage_capacity": "example",
         *       "screen_size": "example",
         *       "resolution": "example",
         *       "operating_system": "example",
         *       "warranty": "example"
         *     }
         */
        'application/json': {
          name: string;
          brand: string;
          price: string | number;
          discounted_price?: (string | number) | null;
          stock: number;
          serialized?: boolean;
          warranty_months?: number;
          key_features?: string;
          description?: string;
          hidden?: boolean;
          category?: number | null;
          processor?: string | null;
          ram_size?: string | null;
          storage_type?: string | null;
          storage_capacity?: string | null;
          screen_size?: string | null;
          resolution?: string | null;
          operating_system?: string | null;
          warranty?: string | null;
        };
        'multipart/form-data': {
          name: string;
          brand: string;
          price: string | number;
          discounted_price?: (string | number) | null;
          stock: number;
          serialized?: boolean;
          warranty_months?: number;
          key_features?: string;
          description?: string;
          hidden?: boolean;
          category?: number | null;
          processor?: string | null;
          ram_size?: string | null;
          storage_type?: string | null;
          storage_capacity?: string | null;
          screen_size?: string | null;
          resolution?: string | null;
          operating_system?: string | null;
          warranty?: string | null;
        };
      };
    };
    responses: {
      /** @description Add a product */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "product_slug": "hp-laserjet-pro-m404dn",
           *       "slug": "laser-printers",
           *       "price": "18500.00",
           *       "discounted_price": "example",
           *       "stock": 1,
           *       "serialized": true,
           *       "warranty_months": 1,
           *       "reserved": 1,
           *       "brand": "HP",
           *       "key_features": "example",
           *       "description": "A fast monochrome laser printer for small offices.",
           *       "hidden": true,
           *       "category": 1,
           *       "category_slug": "laser-printers",
           *       "category_name": "Laser Printers",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "image_srcset": "example",
           *       "images": [
           *         {
           *           "id": 1,
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "srcset": "example",
           *           "width": 1,
           *           "height": 1,
           *           "variants": [
           *             {
           *               "width": 1,
           *               "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *             }
           *           ]
           *         }
           *       ],
           *       "processor": "example",
           *       "ram_size": "example",
           *       "storage_type": "example",
           *       "storage_capacity": "example",
           *       "screen_size": "example",
           *       "resolution": "example",
           *       "operating_system": "example",
           *       "warranty": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "version": 1
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getProductById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One product by id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "product_slug": "hp-laserjet-pro-m404dn",
           *       "slug": "laser-printers",
           *       "price": "18500.00",
           *       "discounted_price": "example",
           *       "stock": 1,
           *       "serialized": true,
           *       "warranty_months": 1,
           *       "reserved": 1,
           *       "brand": "HP",
           *       "key_features": "example",
           *       "description": "A fast monochrome laser printer for small offices.",
           *       "hidden": true,
           *       "category": 1,
           *       "category_slug": "laser-printers",
           *       "category_name": "Laser Printers",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "image_srcset": "example",
           *       "images": [
           *         {
           *           "id": 1,
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "srcset": "example",
           *           "width": 1,
           *           "height": 1,
           *           "variants": [
           *             {
           *               "width": 1,
           *               "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *             }
           *           ]
           *         }
           *       ],
           *       "processor": "example",
           *       "ram_size": "example",
           *       "storage_type": "example",
           *       "storage_capacity": "example",
           *       "screen_size": "example",
           *       "resolution": "example",
           *       "operating_system": "example",
           *       "warranty": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "version": 1
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Maria Santos",
         *       "brand": "HP",
         *       "price": "18500.00",
         *       "discounted_price": "18500.00",
         *       "stock": 1,
         *       "serialized": true,
         *       "warranty_months": 1,
         *       "key_features": "example",
         *       "description": "A fast monochrome laser printer for small offices.",
         *       "hidden": true,
         *       "category": 1,
         *       "processor": "example",
         *       "ram_size": "example",
         *       "storage_type": "example",
         *       "storage_capacity": "example",
         *       "screen_size": "example",
         *       "resolution": "example",
         *       "operating_system": "example",
         *       "warranty": "example",
         *       "version": 1
         *     }
         */
        'application/json': {
          name?: string;
          brand?: string;
          price?: string | number;
          discounted_price?: (string | number) | null;
          stock?: number;
          serialized?: boolean;
          warranty_months?: number;
          key_features?: string;
          description?: string;
          hidden?: boolean;
          category?: number | null;
          processor?: string | null;
          ram_size?: string | null;
          storage_type?: string | null;
          storage_capacity?: string | null;
          screen_size?: string | null;
          resolution?: string | null;
          operating_system?: string | null;
          warranty?: string | null;
          version?: number;
        };
        'multipart/form-data': {
          name?: string;
          brand?: string;
          price?: string | number;
          discounted_price?: (string | number) | null;
          stock?: number;
          serialized?: boolean;
          warranty_months?: number;
          key_features?: string;
          description?: string;
          hidden?: boolean;
          category?: number | null;
          processor?: string | null;
          ram_size?: string | null;
          storage_type?: string | null;
          storage_capacity?: string | null;
          screen_size?: string | null;
          resolution?: string | null;
          operating_system?: string | null;
          warranty?: string | null;
          version?: number;
        };
      };
    };
    responses: {
      /** @description Edit a product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "product_slug": "hp-laserjet-pro-m404dn",
           *       "slug": "laser-printers",
           *       "price": "18500.00",
           *       "discounted_price": "example",
           *       "stock": 1,
           *       "serialized": true,
           *       "warranty_months": 1,
           *       "reserved": 1,
           *       "brand": "HP",
           *       "key_features": "example",
           *       "description": "A fast monochrome laser printer for small offices.",
           *       "hidden": true,
           *       "category": 1,
           *       "category_slug": "laser-printers",
           *       "category_name": "Laser Printers",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "image_srcset": "example",
           *       "images": [
           *         {
           *           "id": 1,
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "srcset": "example",
           *           "width": 1,
           *           "height": 1,
           *           "variants": [
           *             {
           *               "width": 1,
           *               "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *             }
           *           ]
           *         }
           *       ],
           *       "processor": "example",
           *       "ram_size": "example",
           *       "storage_type": "example",
           *       "storage_capacity": "example",
           *       "screen_size": "example",
           *       "resolution": "example",
           *       "operating_system": "example",
           *       "warranty": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "version": 1
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a product */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  setProductHidden: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "hidden": true
         *     }
         */
        'application/json': {
          hidden: boolean;
        };
      };
    };
    responses: {
      /** @description Hide or unhide a product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "product_slug": "hp-laserjet-pro-m404dn",
           *       "slug": "laser-printers",
           *       "price": "18500.00",
           *       "discounted_price": "example",
           *       "stock": 1,
           *       "serialized": true,
           *       "warranty_months": 1,
           *       "reserved": 1,
           *       "brand": "HP",
           *       "key_features": "example",
           *       "description": "A fast monochrome laser printer for small offices.",
           *       "hidden": true,
           *       "category": 1,
           *       "category_slug": "laser-printers",
           *       "category_name": "Laser Printers",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "image_srcset": "example",
           *       "images": [
           *         {
           *           "id": 1,
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "srcset": "example",
           *           "width": 1,
           *           "height": 1,
           *           "variants": [
           *             {
           *               "width": 1,
           *               "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *             }
           *           ]
           *         }
           *       ],
           *       "processor": "example",
           *       "ram_size": "example",
           *       "storage_type": "example",
           *       "storage_capacity": "example",
           *       "screen_size": "example",
           *       "resolution": "example",
           *       "operating_system": "example",
           *       "warranty": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "version": 1
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        identifier: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One product by slug (or id) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "name": "Maria Santos",
           *       "product_slug": "hp-laserjet-pro-m404dn",
           *       "slug": "laser-printers",
           *       "price": "18500.00",
           *       "discounted_price": "example",
           *       "stock": 1,
           *       "serialized": true,
           *       "warranty_months": 1,
           *       "reserved": 1,
           *       "brand": "HP",
           *       "key_features": "example",
           *       "description": "A fast monochrome laser printer for small offices.",
           *       "hidden": true,
           *       "category": 1,
           *       "category_slug": "laser-printers",
           *       "category_name": "Laser Printers",
           *       "image": "/media/hp-laserjet-pro-m404dn.webp",
           *       "image_srcset": "example",
           *       "images": [
           *         {
           *           "id": 1,
           *           "image": "/media/hp-laserjet-pro-m404dn.webp",
           *           "srcset": "example",
           *           "width": 1,
           *           "height": 1,
           *           "variants": [
           *             {
           *               "width": 1,
           *               "url": "/media/hp-laserjet-pro-m404dn-480.webp"
           *             }
           *           ]
           *         }
           *       ],
           *       "processor": "example",
           *       "ram_size": "example",
           *       "storage_type": "example",
           *       "storage_capacity": "example",
           *       "screen_size": "example",
           *       "resolution": "example",
           *       "operating_system": "example",
           *       "warranty": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "version": 1
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listPriceTiers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The price tiers, in the order staff see them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "name": "Maria Santos",
           *         "customer_count": 1,
           *         "category_discounts": [
           *           {
           *             "category": 1,
           *             "category_name": "Laser Printers",
           *             "percent": "example"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['PriceTier'][];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  replacePriceTiers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "tiers": [
         *         {
         *           "id": 1,
         *           "name": "Maria Santos",
         *           "category_discounts": [
         *             {
         *               "category": 1,
         *               "percent": "12"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          tiers: {
            id?: number;
            name: string;
            category_discounts?: {
              category: number;
              percent: string | number;
            }[];
          }[];
        };
      };
    };
    responses: {
      /** @description Replace the price tiers and their category percentages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 1,
           *         "name": "Maria Santos",
           *         "customer_count": 1,
           *         "category_discounts": [
           *           {
           *             "category": 1,
           *             "category_name": "Laser Printers",
           *             "percent": "example"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['PriceTier'][];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getProductPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A product's cost, tier prices and quantity breaks */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "product": 1,
           *       "retail": "example",
           *       "cost": "example",
           *       "tier_prices": [
           *         {
           *           "tier": 1,
           *           "tier_name": "example",
           *           "price": "18500.00"
           *         }
           *       ],
           *       "breaks": [
           *         {
           *           "tier": 1,
           *           "tier_name": "example",
           *           "min_quantity": 1,
           *           "price": "18500.00"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductPricing'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  replaceProductPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "cost": "18500.00",
         *       "tier_prices": [
         *         {
         *           "tier": 1,
         *           "price": "18500.00"
         *         }
         *       ],
         *       "breaks": [
         *         {
         *           "tier": null,
         *           "min_quantity": 2,
         *           "price": "18500.00"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          cost?: (string | number) | null;
          tier_prices?: {
            tier: number;
            price: string | number;
          }[];
          breaks?: {
            /** @default null */
            tier?: number | null;
            min_quantity: number;
            price: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Replace a product's cost, tier prices and quantity breaks */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "product": 1,
           *       "retail": "example",
           *       "cost": "example",
           *       "tier_prices": [
           *         {
           *           "tier": 1,
           *           "tier_name": "example",
           *           "price": "18500.00"
           *         }
           *       ],
           *       "breaks": [
           *         {
           *           "tier": 1,
           *           "tier_name": "example",
           *           "min_quantity": 1,
           *           "price": "18500.00"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProductPricing'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getUnitPrice: {
    parameters: {
      query?: {
        customer?: number;
        quantity?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What a buyer pays a unit for a quantity */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "product": 1,
           *       "customer": 1,
           *       "tier": 1,
           *       "tier_name": "example",
           *       "quantity": 1,
           *       "retail": "example",
           *       "unit_price": "18500.00",
           *       "source": "retail",
           *       "break_min_quantity": 1
           *     }
           */
          'application/json': components['schemas']['UnitPrice'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listStockMovements: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        product?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stock ledger, newest first, each movement with the product's levels after it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "kind": "receipt",
           *           "quantity": 1,
           *           "reason": "example",
           *           "override": true,
           *           "order": 1,
           *           "shipment": 1,
           *           "on_hand_after": 1,
           *           "reserved_after": 1,
           *           "created_by": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StockMovementPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  recordStockMovement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "product": 1,
         *       "kind": "receipt",
         *       "quantity": 1,
         *       "reason": ""
         *     }
         */
        'application/json': {
          product: number;
          /** @enum {string} */
          kind: 'receipt' | 'return' | 'adjustment';
          quantity: number;
          /** @default  */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Record a receipt, a return or an adjustment */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "product": 1,
           *       "product_name": "example",
           *       "kind": "receipt",
           *       "quantity": 1,
           *       "reason": "example",
           *       "override": true,
           *       "order": 1,
           *       "shipment": 1,
           *       "on_hand_after": 1,
           *       "reserved_after": 1,
           *       "created_by": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['StockMovement'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listFilters: {
    parameters: {
      query: {
        category: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The filter values of a category’s products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example {} */
          'application/json': {
            [key: string]: string[];
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listBrands: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The brands of visible products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       "example"
           *     ]
           */
          'application/json': string[];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  exportCustomers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Download every customer as a workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  importCustomers: {
    parameters: {
      query?: {
        dry_run?: '1' | 'true' | 'yes';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          excel_file: Blob;
        };
      };
    };
    responses: {
      /** @description Create and update customers from a workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "created": 1,
           *       "updated": 1,
           *       "unchanged": 1,
           *       "errors_on_rows": [
           *         {
           *           "row": 1,
           *           "errors": {}
           *         }
           *       ],
           *       "dry_run": true
           *     }
           */
          'application/json': components['schemas']['ImportResult'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        query?: string;
        tier?: number;
        terms?: number;
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tin": "example",
           *           "tax_class": "vat",
           *           "payment_term_days": 1,
           *           "price_tier": 1,
           *           "price_tier_name": "example",
           *           "tags": [
           *             "example"
           *           ],
           *           "primary_contact": {
           *             "id": 1,
           *             "name": "Maria Santos",
           *             "position": "example",
           *             "email": "maria@example.ph",
           *             "phone": "+63 917 555 0101",
           *             "is_primary": true
           *           },
           *           "updated_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CustomerListItemPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "example",
         *       "name": "Maria Santos",
         *       "tin": "example",
         *       "business_style": "example",
         *       "billing_address": "example",
         *       "tax_class": "vat",
         *       "withholding_percent": 0,
         *       "payment_term_days": 0,
         *       "credit_limit": "18500.00",
         *       "price_tier": 1,
         *       "notes": "example",
         *       "tags": [
         *         "example"
         *       ],
         *       "quotation_terms": "example",
         *       "quotation_notes": "example",
         *       "contacts": [
         *         {
         *           "name": "Maria Santos",
         *           "position": "example",
         *           "email": "maria@example.ph",
         *           "phone": "+63 917 555 0101",
         *           "is_primary": true
         *         }
         *       ],
         *       "addresses": [
         *         {
         *           "label": "example",
         *           "address": "example"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          code?: string;
          name: string;
          tin?: string;
          business_style?: string;
          billing_address?: string;
          /** @enum {string} */
          tax_class?: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
          withholding_percent?: 0 | 1 | 2;
          payment_term_days?: 0 | 7 | 15 | 30 | 60;
          credit_limit?: (string | number) | null;
          price_tier?: number | null;
          notes?: string;
          tags?: string[];
          quotation_terms?: string;
          quotation_notes?: string;
          contacts?: {
            name: string;
            position?: string;
            email?: string;
            phone?: string;
            is_primary?: boolean;
          }[];
          addresses?: {
            label?: string;
            address: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Add a customer */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": "example",
           *       "name": "Maria Santos",
           *       "tin": "example",
           *       "tax_class": "vat",
           *       "payment_term_days": 1,
           *       "price_tier": 1,
           *       "price_tier_name": "example",
           *       "tags": [
           *         "example"
           *       ],
           *       "business_style": "example",
           *       "billing_address": "example",
           *       "withholding_percent": 1,
           *       "credit_limit": "example",
           *       "notes": "example",
           *       "quotation_terms": "example",
           *       "quotation_notes": "example",
           *       "contacts": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "position": "example",
           *           "email": "maria@example.ph",
           *           "phone": "+63 917 555 0101",
           *           "is_primary": true
           *         }
           *       ],
           *       "addresses": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "address": "example"
           *         }
           *       ],
           *       "bought": {
           *         "this_year": "example",
           *         "last_year": "example"
           *       },
           *       "inquiries": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "quotations": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "orders": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Customer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One customer, with contacts, addresses, recent documents and what they bought */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": "example",
           *       "name": "Maria Santos",
           *       "tin": "example",
           *       "tax_class": "vat",
           *       "payment_term_days": 1,
           *       "price_tier": 1,
           *       "price_tier_name": "example",
           *       "tags": [
           *         "example"
           *       ],
           *       "business_style": "example",
           *       "billing_address": "example",
           *       "withholding_percent": 1,
           *       "credit_limit": "example",
           *       "notes": "example",
           *       "quotation_terms": "example",
           *       "quotation_notes": "example",
           *       "contacts": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "position": "example",
           *           "email": "maria@example.ph",
           *           "phone": "+63 917 555 0101",
           *           "is_primary": true
           *         }
           *       ],
           *       "addresses": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "address": "example"
           *         }
           *       ],
           *       "bought": {
           *         "this_year": "example",
           *         "last_year": "example"
           *       },
           *       "inquiries": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "quotations": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "orders": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Customer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a customer; its documents keep their own names */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "example",
         *       "name": "Maria Santos",
         *       "tin": "example",
         *       "business_style": "example",
         *       "billing_address": "example",
         *       "tax_class": "vat",
         *       "withholding_percent": 0,
         *       "payment_term_days": 0,
         *       "credit_limit": "18500.00",
         *       "price_tier": 1,
         *       "notes": "example",
         *       "tags": [
         *         "example"
         *       ],
         *       "quotation_terms": "example",
         *       "quotation_notes": "example",
         *       "contacts": [
         *         {
         *           "name": "Maria Santos",
         *           "position": "example",
         *           "email": "maria@example.ph",
         *           "phone": "+63 917 555 0101",
         *           "is_primary": true
         *         }
         *       ],
         *       "addresses": [
         *         {
         *           "label": "example",
         *           "address": "example"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          code?: string;
          name?: string;
          tin?: string;
          business_style?: string;
          billing_address?: string;
          /** @enum {string} */
          tax_class?: 'vat' | 'vat_exempt' | 'zero_rated' | 'government';
          withholding_percent?: 0 | 1 | 2;
          payment_term_days?: 0 | 7 | 15 | 30 | 60;
          credit_limit?: (string | number) | null;
          price_tier?: number | null;
          notes?: string;
          tags?: string[];
          quotation_terms?: string;
          quotation_notes?: string;
          contacts?: {
            name: string;
            position?: string;
            email?: string;
            phone?: string;
            is_primary?: boolean;
          }[];
          addresses?: {
            label?: string;
            address: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Edit a customer; contacts and addresses given replace the stored ones */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": "example",
           *       "name": "Maria Santos",
           *       "tin": "example",
           *       "tax_class": "vat",
           *       "payment_term_days": 1,
           *       "price_tier": 1,
           *       "price_tier_name": "example",
           *       "tags": [
           *         "example"
           *       ],
           *       "business_style": "example",
           *       "billing_address": "example",
           *       "withholding_percent": 1,
           *       "credit_limit": "example",
           *       "notes": "example",
           *       "quotation_terms": "example",
           *       "quotation_notes": "example",
           *       "contacts": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "position": "example",
           *           "email": "maria@example.ph",
           *           "phone": "+63 917 555 0101",
           *           "is_primary": true
           *         }
           *       ],
           *       "addresses": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "address": "example"
           *         }
           *       ],
           *       "bought": {
           *         "this_year": "example",
           *         "last_year": "example"
           *       },
           *       "inquiries": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "quotations": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "orders": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Customer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  mergeCustomers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer": 1
         *     }
         */
        'application/json': {
          customer: number;
        };
      };
    };
    responses: {
      /** @description Merge another customer into this one */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "code": "example",
           *       "name": "Maria Santos",
           *       "tin": "example",
           *       "tax_class": "vat",
           *       "payment_term_days": 1,
           *       "price_tier": 1,
           *       "price_tier_name": "example",
           *       "tags": [
           *         "example"
           *       ],
           *       "business_style": "example",
           *       "billing_address": "example",
           *       "withholding_percent": 1,
           *       "credit_limit": "example",
           *       "notes": "example",
           *       "quotation_terms": "example",
           *       "quotation_notes": "example",
           *       "contacts": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "position": "example",
           *           "email": "maria@example.ph",
           *           "phone": "+63 917 555 0101",
           *           "is_primary": true
           *         }
           *       ],
           *       "addresses": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "address": "example"
           *         }
           *       ],
           *       "bought": {
           *         "this_year": "example",
           *         "last_year": "example"
           *       },
           *       "inquiries": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "quotations": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "orders": [
           *         {
           *           "id": 1,
           *           "label": "example",
           *           "status": "example",
           *           "total": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Customer'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'pending' | 'shipped' | 'delivered' | 'cancelled';
        query?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "customer_name": "Maria Santos",
           *           "customer_email": "maria@example.ph",
           *           "customer_phone": "+63 917 555 0101",
           *           "customer_company": "Santos Trading",
           *           "status": "pending",
           *           "notes": "example",
           *           "delivery_address": "example",
           *           "po_number": "example",
           *           "confirmed_at": "2026-11-22T08:00:00.000Z",
           *           "inquiry": 1,
           *           "items": [
           *             {
           *               "id": 1,
           *               "product": 1,
           *               "product_name": "example",
           *               "unit_price": "18500.00",
           *               "quantity": 1,
           *               "line_total": "example",
           *               "reserved": 1,
           *               "shipped": 1
           *             }
           *           ],
           *           "item_count": 1,
           *           "total_amount": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "updated_at": "2026-11-22T08:00:00.000Z",
           *           "shipped_at": "2026-11-22T08:00:00.000Z",
           *           "completed_at": "2026-11-22T08:00:00.000Z",
           *           "created_by": "example"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['OrderPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_name": "Maria Santos",
         *       "customer_email": "maria@example.ph",
         *       "items": [
         *         {
         *           "product": 12,
         *           "quantity": 2
         *         }
         *       ]
         *     }
         */
        'application/json': {
          customer_name: string;
          customer_email?: string;
          customer_phone?: string;
          customer_company?: string;
          notes?: string;
          delivery_address?: string;
          po_number?: string;
          inquiry?: (number | string) | null;
          items: {
            product: number | string;
            quantity: number | string;
            unit_price?: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Record an order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer_name": "Maria Santos",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_company": "Santos Trading",
           *       "status": "pending",
           *       "notes": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "confirmed_at": "2026-11-22T08:00:00.000Z",
           *       "inquiry": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "line_total": "example",
           *           "reserved": 1,
           *           "shipped": 1
           *         }
           *       ],
           *       "item_count": 1,
           *       "total_amount": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "shipped_at": "2026-11-22T08:00:00.000Z",
           *       "completed_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer_name": "Maria Santos",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_company": "Santos Trading",
           *       "status": "pending",
           *       "notes": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "confirmed_at": "2026-11-22T08:00:00.000Z",
           *       "inquiry": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "line_total": "example",
           *           "reserved": 1,
           *           "shipped": 1
           *         }
           *       ],
           *       "item_count": 1,
           *       "total_amount": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "shipped_at": "2026-11-22T08:00:00.000Z",
           *       "completed_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_name": "Maria Santos",
         *       "customer_email": "maria@example.ph",
         *       "customer_phone": "+63 917 555 0101",
         *       "customer_company": "Santos Trading",
         *       "notes": "example",
         *       "delivery_address": "example",
         *       "po_number": "example",
         *       "inquiry": 1,
         *       "items": [
         *         {
         *           "product": 1,
         *           "quantity": 1,
         *           "unit_price": "18500.00"
         *         }
         *       ],
         *       "reason": "example"
         *     }
         */
        'application/json': {
          customer_name?: string;
          customer_email?: string;
          customer_phone?: string;
          customer_company?: string;
          notes?: string;
          delivery_address?: string;
          po_number?: string;
          inquiry?: (number | string) | null;
          items?: {
            product: number | string;
            quantity: number | string;
            unit_price?: string | number;
          }[];
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Edit an order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer_name": "Maria Santos",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_company": "Santos Trading",
           *       "status": "pending",
           *       "notes": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "confirmed_at": "2026-11-22T08:00:00.000Z",
           *       "inquiry": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "line_total": "example",
           *           "reserved": 1,
           *           "shipped": 1
           *         }
           *       ],
           *       "item_count": 1,
           *       "total_amount": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "shipped_at": "2026-11-22T08:00:00.000Z",
           *       "completed_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete an order */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "pending",
         *       "notes": "example"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          status?: 'pending' | 'shipped' | 'delivered' | 'cancelled';
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Move an order to another status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer_name": "Maria Santos",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_company": "Santos Trading",
           *       "status": "pending",
           *       "notes": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "confirmed_at": "2026-11-22T08:00:00.000Z",
           *       "inquiry": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "line_total": "example",
           *           "reserved": 1,
           *           "shipped": 1
           *         }
           *       ],
           *       "item_count": 1,
           *       "total_amount": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "shipped_at": "2026-11-22T08:00:00.000Z",
           *       "completed_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  confirmOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "example"
         *     }
         */
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Confirm an order, reserving its stock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer_name": "Maria Santos",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_company": "Santos Trading",
           *       "status": "pending",
           *       "notes": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "confirmed_at": "2026-11-22T08:00:00.000Z",
           *       "inquiry": 1,
           *       "items": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "line_total": "example",
           *           "reserved": 1,
           *           "shipped": 1
           *         }
           *       ],
           *       "item_count": 1,
           *       "total_amount": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "shipped_at": "2026-11-22T08:00:00.000Z",
           *       "completed_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listQuotations: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
        expiring?: '1' | 'true';
        query?: string;
        inquiry?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Quotations, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "number": "example",
           *           "base_number": "example",
           *           "revision": 1,
           *           "superseded": true,
           *           "status": "draft",
           *           "customer_name": "Maria Santos",
           *           "customer_company": "Santos Trading",
           *           "customer_email": "maria@example.ph",
           *           "customer_phone": "+63 917 555 0101",
           *           "customer_address": "example",
           *           "valid_until": "2026-12-11",
           *           "terms": "example",
           *           "notes": "example",
           *           "internal_notes": "example",
           *           "prices_include_vat": true,
           *           "vat_rate": "example",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "lines": [
           *             {
           *               "id": 1,
           *               "product": 1,
           *               "description": "A fast monochrome laser printer for small offices.",
           *               "quantity": 1,
           *               "unit_price": "18500.00",
           *               "discount_amount": "example",
           *               "discount_percent": "example",
           *               "line_total": "example",
           *               "stock": 1
           *             }
           *           ],
           *           "lines_total": "example",
           *           "discount": "example",
           *           "subtotal": "example",
           *           "vat": "example",
           *           "total": "example",
           *           "inquiry": 1,
           *           "customer_id": 1,
           *           "customer": {
           *             "id": 1,
           *             "code": "example",
           *             "name": "Maria Santos",
           *             "tier": 1,
           *             "tier_name": "example"
           *           },
           *           "customer_matches": [
           *             {
           *               "id": 1,
           *               "code": "example",
           *               "name": "Maria Santos",
           *               "tier": 1,
           *               "tier_name": "example",
           *               "matched_by": [
           *                 "email"
           *               ]
           *             }
           *           ],
           *           "order": 1,
           *           "public_path": "example",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "answered_at": "2026-11-22T08:00:00.000Z",
           *           "answer_comment": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "updated_at": "2026-11-22T08:00:00.000Z",
           *           "created_by": "example",
           *           "email_status": "queued",
           *           "emails": [
           *             {
           *               "id": 1,
           *               "kind": "inquiry_notification",
           *               "subject": "example",
           *               "recipients": [
           *                 "example"
           *               ],
           *               "status": "queued",
           *               "attempts": 1,
           *               "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *               "sent_at": "2026-11-22T08:00:00.000Z",
           *               "error": "example",
           *               "inquiry": 1,
           *               "quotation": 1,
           *               "created_at": "2026-11-22T08:00:00.000Z"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['QuotationPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_name": "Maria Santos",
         *       "customer_email": "maria@example.ph",
         *       "customer_company": "Santos Trading",
         *       "valid_until": "2026-12-11",
         *       "lines": [
         *         {
         *           "product": 12,
         *           "description": "LaserJet Pro M404dn",
         *           "quantity": 2,
         *           "unit_price": "18500.00"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          customer_name: string;
          /** Format: email */
          customer_email: string;
          customer_company?: string;
          customer_phone?: string;
          customer_address?: string;
          inquiry?: (number | string) | null;
          customer_id?: number | null;
          valid_until?: string;
          terms?: string;
          notes?: string;
          internal_notes?: string;
          discount_amount?: string | number;
          discount_percent?: string | number;
          lines: {
            product?: (number | string) | null;
            description?: string;
            quantity: number | string;
            unit_price?: string | number;
            discount_amount?: string | number;
            discount_percent?: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Write a draft quotation */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "base_number": "example",
           *       "revision": 1,
           *       "superseded": true,
           *       "status": "draft",
           *       "customer_name": "Maria Santos",
           *       "customer_company": "Santos Trading",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_address": "example",
           *       "valid_until": "2026-12-11",
           *       "terms": "example",
           *       "notes": "example",
           *       "internal_notes": "example",
           *       "prices_include_vat": true,
           *       "vat_rate": "example",
           *       "discount_amount": "example",
           *       "discount_percent": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "line_total": "example",
           *           "stock": 1
           *         }
           *       ],
           *       "lines_total": "example",
           *       "discount": "example",
           *       "subtotal": "example",
           *       "vat": "example",
           *       "total": "example",
           *       "inquiry": 1,
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "order": 1,
           *       "public_path": "example",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "answered_at": "2026-11-22T08:00:00.000Z",
           *       "answer_comment": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example",
           *       "email_status": "queued",
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Quotation'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One quotation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "base_number": "example",
           *       "revision": 1,
           *       "superseded": true,
           *       "status": "draft",
           *       "customer_name": "Maria Santos",
           *       "customer_company": "Santos Trading",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_address": "example",
           *       "valid_until": "2026-12-11",
           *       "terms": "example",
           *       "notes": "example",
           *       "internal_notes": "example",
           *       "prices_include_vat": true,
           *       "vat_rate": "example",
           *       "discount_amount": "example",
           *       "discount_percent": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "line_total": "example",
           *           "stock": 1
           *         }
           *       ],
           *       "lines_total": "example",
           *       "discount": "example",
           *       "subtotal": "example",
           *       "vat": "example",
           *       "total": "example",
           *       "inquiry": 1,
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "order": 1,
           *       "public_path": "example",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "answered_at": "2026-11-22T08:00:00.000Z",
           *       "answer_comment": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example",
           *       "email_status": "queued",
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Quotation'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a quotation */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer_name": "Maria Santos",
         *       "customer_email": "maria@example.ph",
         *       "customer_company": "Santos Trading",
         *       "customer_phone": "+63 917 555 0101",
         *       "customer_address": "example",
         *       "inquiry": 1,
         *       "customer_id": 1,
         *       "valid_until": "2026-12-11",
         *       "terms": "example",
         *       "notes": "example",
         *       "internal_notes": "example",
         *       "discount_amount": "18500.00",
         *       "discount_percent": "12",
         *       "lines": [
         *         {
         *           "product": 1,
         *           "description": "A fast monochrome laser printer for small offices.",
         *           "quantity": 1,
         *           "unit_price": "18500.00",
         *           "discount_amount": "18500.00",
         *           "discount_percent": "12"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          customer_name?: string;
          /** Format: email */
          customer_email?: string;
          customer_company?: string;
          customer_phone?: string;
          customer_address?: string;
          inquiry?: (number | string) | null;
          customer_id?: number | null;
          valid_until?: string;
          terms?: string;
          notes?: string;
          internal_notes?: string;
          discount_amount?: string | number;
          discount_percent?: string | number;
          lines?: {
            product?: (number | string) | null;
            description?: string;
            quantity: number | string;
            unit_price?: string | number;
            discount_amount?: string | number;
            discount_percent?: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Edit a draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "base_number": "example",
           *       "revision": 1,
           *       "superseded": true,
           *       "status": "draft",
           *       "customer_name": "Maria Santos",
           *       "customer_company": "Santos Trading",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_address": "example",
           *       "valid_until": "2026-12-11",
           *       "terms": "example",
           *       "notes": "example",
           *       "internal_notes": "example",
           *       "prices_include_vat": true,
           *       "vat_rate": "example",
           *       "discount_amount": "example",
           *       "discount_percent": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "line_total": "example",
           *           "stock": 1
           *         }
           *       ],
           *       "lines_total": "example",
           *       "discount": "example",
           *       "subtotal": "example",
           *       "vat": "example",
           *       "total": "example",
           *       "inquiry": 1,
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "order": 1,
           *       "public_path": "example",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "answered_at": "2026-11-22T08:00:00.000Z",
           *       "answer_comment": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example",
           *       "email_status": "queued",
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Quotation'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  reviseQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Start a new revision of a sent quotation */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "base_number": "example",
           *       "revision": 1,
           *       "superseded": true,
           *       "status": "draft",
           *       "customer_name": "Maria Santos",
           *       "customer_company": "Santos Trading",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_address": "example",
           *       "valid_until": "2026-12-11",
           *       "terms": "example",
           *       "notes": "example",
           *       "internal_notes": "example",
           *       "prices_include_vat": true,
           *       "vat_rate": "example",
           *       "discount_amount": "example",
           *       "discount_percent": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "line_total": "example",
           *           "stock": 1
           *         }
           *       ],
           *       "lines_total": "example",
           *       "discount": "example",
           *       "subtotal": "example",
           *       "vat": "example",
           *       "total": "example",
           *       "inquiry": 1,
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "order": 1,
           *       "public_path": "example",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "answered_at": "2026-11-22T08:00:00.000Z",
           *       "answer_comment": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example",
           *       "email_status": "queued",
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Quotation'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getQuotationPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The quotation as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  sendQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Send a draft to the customer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "base_number": "example",
           *       "revision": 1,
           *       "superseded": true,
           *       "status": "draft",
           *       "customer_name": "Maria Santos",
           *       "customer_company": "Santos Trading",
           *       "customer_email": "maria@example.ph",
           *       "customer_phone": "+63 917 555 0101",
           *       "customer_address": "example",
           *       "valid_until": "2026-12-11",
           *       "terms": "example",
           *       "notes": "example",
           *       "internal_notes": "example",
           *       "prices_include_vat": true,
           *       "vat_rate": "example",
           *       "discount_amount": "example",
           *       "discount_percent": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "product": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "discount_amount": "example",
           *           "discount_percent": "example",
           *           "line_total": "example",
           *           "stock": 1
           *         }
           *       ],
           *       "lines_total": "example",
           *       "discount": "example",
           *       "subtotal": "example",
           *       "vat": "example",
           *       "total": "example",
           *       "inquiry": 1,
           *       "customer_id": 1,
           *       "customer": {
           *         "id": 1,
           *         "code": "example",
           *         "name": "Maria Santos",
           *         "tier": 1,
           *         "tier_name": "example"
           *       },
           *       "customer_matches": [
           *         {
           *           "id": 1,
           *           "code": "example",
           *           "name": "Maria Santos",
           *           "tier": 1,
           *           "tier_name": "example",
           *           "matched_by": [
           *             "email"
           *           ]
           *         }
           *       ],
           *       "order": 1,
           *       "public_path": "example",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "answered_at": "2026-11-22T08:00:00.000Z",
           *       "answer_comment": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "created_by": "example",
           *       "email_status": "queued",
           *       "emails": [
           *         {
           *           "id": 1,
           *           "kind": "inquiry_notification",
           *           "subject": "example",
           *           "recipients": [
           *             "example"
           *           ],
           *           "status": "queued",
           *           "attempts": 1,
           *           "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *           "sent_at": "2026-11-22T08:00:00.000Z",
           *           "error": "example",
           *           "inquiry": 1,
           *           "quotation": 1,
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ],
           *       "public_url": "example",
           *       "emailed": true
           *     }
           */
          'application/json': components['schemas']['SentQuotation'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  acceptQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "comment": "example"
         *     }
         */
        'application/json': {
          comment?: string;
        };
      };
    };
    responses: {
      /** @description The customer's answer: accepted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "accepted",
           *       "order": 1
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'accepted' | 'declined';
            order: number | null;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  declineQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "comment": "example"
         *     }
         */
        'application/json': {
          comment?: string;
        };
      };
    };
    responses: {
      /** @description The customer's answer: declined */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "accepted",
           *       "order": 1
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'accepted' | 'declined';
            order: number | null;
          };
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listPayments: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        customer?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Payments received, the latest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "customer": {
           *             "id": 1,
           *             "name": "Maria Santos"
           *           },
           *           "method": "cash",
           *           "amount": "example",
           *           "received_on": "example",
           *           "check_bank": "example",
           *           "check_number": "example",
           *           "check_date": "example",
           *           "reference": "example",
           *           "notes": "example",
           *           "held": true,
           *           "allocations": [
           *             {
           *               "invoice": 1,
           *               "number": "example",
           *               "amount": "example"
           *             }
           *           ],
           *           "unallocated": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PaymentPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  recordPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "customer": 1,
         *       "method": "cash",
         *       "amount": "18500.00",
         *       "received_on": "2026-12-11",
         *       "reference": "example",
         *       "check_bank": "example",
         *       "check_number": "example",
         *       "check_date": "2026-12-11",
         *       "notes": "example",
         *       "allocations": [
         *         {
         *           "invoice": 1,
         *           "amount": "18500.00"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          customer: number;
          /** @enum {string} */
          method: 'cash' | 'bank_transfer' | 'check' | 'gcash' | 'maya';
          amount: string | number;
          received_on: string;
          reference?: string;
          check_bank?: string;
          check_number?: string;
          check_date?: string;
          notes?: string;
          allocations?: {
            invoice: number;
            amount: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Record a payment */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer": {
           *         "id": 1,
           *         "name": "Maria Santos"
           *       },
           *       "method": "cash",
           *       "amount": "example",
           *       "received_on": "example",
           *       "check_bank": "example",
           *       "check_number": "example",
           *       "check_date": "example",
           *       "reference": "example",
           *       "notes": "example",
           *       "held": true,
           *       "allocations": [
           *         {
           *           "invoice": 1,
           *           "number": "example",
           *           "amount": "example"
           *         }
           *       ],
           *       "unallocated": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Payment'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One payment with its allocations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer": {
           *         "id": 1,
           *         "name": "Maria Santos"
           *       },
           *       "method": "cash",
           *       "amount": "example",
           *       "received_on": "example",
           *       "check_bank": "example",
           *       "check_number": "example",
           *       "check_date": "example",
           *       "reference": "example",
           *       "notes": "example",
           *       "held": true,
           *       "allocations": [
           *         {
           *           "invoice": 1,
           *           "number": "example",
           *           "amount": "example"
           *         }
           *       ],
           *       "unallocated": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Payment'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deletePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Delete a payment recorded in error, with its allocations */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  allocatePaymentCredit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "allocations": [
         *         {
         *           "invoice": 1,
         *           "amount": "18500.00"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          allocations?: {
            invoice: number;
            amount: string | number;
          }[];
        };
      };
    };
    responses: {
      /** @description Apply a payment's credit to open invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "customer": {
           *         "id": 1,
           *         "name": "Maria Santos"
           *       },
           *       "method": "cash",
           *       "amount": "example",
           *       "received_on": "example",
           *       "check_bank": "example",
           *       "check_number": "example",
           *       "check_date": "example",
           *       "reference": "example",
           *       "notes": "example",
           *       "held": true,
           *       "allocations": [
           *         {
           *           "invoice": 1,
           *           "number": "example",
           *           "amount": "example"
           *         }
           *       ],
           *       "unallocated": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Payment'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getAging: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Receivables by age, with the customers behind each bucket */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "today": "example",
           *       "buckets": [
           *         {
           *           "bucket": "current",
           *           "total": "example",
           *           "customers": [
           *             {
           *               "id": 1,
           *               "name": "Maria Santos",
           *               "amount": "example"
           *             }
           *           ]
           *         }
           *       ],
           *       "total": "example",
           *       "checks_this_week": [
           *         {
           *           "payment": 1,
           *           "customer": {
           *             "id": 1,
           *             "name": "Maria Santos"
           *           },
           *           "amount": "example",
           *           "bank": "example",
           *           "check_number": "example",
           *           "check_date": "example"
           *         }
           *       ],
           *       "credit": "example"
           *     }
           */
          'application/json': components['schemas']['Aging'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  exportAccounting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accountant's workbook: invoices and payments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getCustomerReceivables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A customer's balance, credit, overdue amount and open invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "customer": 1,
           *       "today": "example",
           *       "balance": "example",
           *       "overdue": "example",
           *       "credit": "example",
           *       "held": "example",
           *       "credit_payments": [
           *         {
           *           "id": 1,
           *           "received_on": "example",
           *           "unallocated": "example"
           *         }
           *       ],
           *       "invoices": [
           *         {
           *           "id": 1,
           *           "number": "example",
           *           "issued_on": "example",
           *           "due_on": "example",
           *           "amount_due": "example",
           *           "paid": "example",
           *           "held": "example",
           *           "balance": "example",
           *           "open": "example",
           *           "days_overdue": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['CustomerReceivables'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getCustomerStatement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer's statement of account as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listShipments: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        order?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deliveries, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "number": "example",
           *           "order": 1,
           *           "customer": 1,
           *           "buyer_name": "example",
           *           "delivered_on": "2026-12-11",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "unit_count": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ShipmentListItemPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createShipment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "order": 1,
         *       "delivered_on": "2026-12-11",
         *       "notes": "example",
         *       "lines": [
         *         {
         *           "order_item": 1,
         *           "quantity": 1,
         *           "serials": [
         *             "example"
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          order: number;
          delivered_on?: string;
          notes?: string;
          lines: {
            order_item: number;
            quantity: number;
            serials?: string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Record a delivery of a confirmed order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "delivered_on": "2026-12-11",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "buyer_tin": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "notes": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "quantity": 1,
           *           "serials": [
           *             "example"
           *           ]
           *         }
           *       ],
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Shipment'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One delivery, with its lines and serial numbers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "delivered_on": "2026-12-11",
           *       "created_at": "2026-11-22T08:00:00.000Z",
           *       "buyer_tin": "example",
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "notes": "example",
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "quantity": 1,
           *           "serials": [
           *             "example"
           *           ]
           *         }
           *       ],
           *       "created_by": "example"
           *     }
           */
          'application/json': components['schemas']['Shipment'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDeliveryReceiptPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery receipt as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDeliverableOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What is still to deliver of an order, line by line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "order": 1,
           *       "customer_name": "Maria Santos",
           *       "status": "pending",
           *       "confirmed": true,
           *       "delivery_address": "example",
           *       "po_number": "example",
           *       "lines": [
           *         {
           *           "order_item": 1,
           *           "product": 1,
           *           "product_name": "example",
           *           "ordered": 1,
           *           "delivered": 1,
           *           "remaining": 1,
           *           "serialized": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DeliverableOrder'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  lookUpWarranty: {
    parameters: {
      query: {
        serial: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Look up a delivered unit’s warranty by its serial number */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "serial": "example",
           *       "product_name": "example",
           *       "delivered_on": "2026-12-11",
           *       "warranty_months": 1,
           *       "warranty_ends": "2026-12-11",
           *       "under_warranty": true
           *     }
           */
          'application/json': components['schemas']['Warranty'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      429: components['responses']['Error429'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        customer?: number;
        order?: number;
        status?: 'open' | 'paid' | 'overdue' | 'void';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "count": 1,
           *       "next": "/api/products/?page=3",
           *       "previous": "/api/products/?page=1",
           *       "results": [
           *         {
           *           "id": 1,
           *           "number": "example",
           *           "order": 1,
           *           "customer": 1,
           *           "buyer_name": "example",
           *           "issued_on": "2026-12-11",
           *           "due_on": "2026-12-11",
           *           "total": "example",
           *           "amount_due": "example",
           *           "balance": "example",
           *           "status": "open"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['InvoiceListItemPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  createInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "order": 1,
         *       "issued_on": "2026-12-11",
         *       "lines": [
         *         {
         *           "order_item": 1,
         *           "quantity": 1
         *         }
         *       ]
         *     }
         */
        'application/json': {
          order: number;
          issued_on?: string;
          lines?: {
            order_item: number;
            quantity: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Issue an invoice for an order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "issued_on": "2026-12-11",
           *       "due_on": "2026-12-11",
           *       "total": "example",
           *       "amount_due": "example",
           *       "balance": "example",
           *       "status": "open",
           *       "seller": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example"
           *       },
           *       "buyer": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example",
           *         "business_style": "example"
           *       },
           *       "po_number": "example",
           *       "terms_days": 1,
           *       "tax_class": "vat",
           *       "prices_include_vat": true,
           *       "withholding_percent": 1,
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "amount": "example"
           *         }
           *       ],
           *       "vatable_sales": "example",
           *       "vat_exempt_sales": "example",
           *       "zero_rated_sales": "example",
           *       "vat": "example",
           *       "withholding": "example",
           *       "creditable_withholding": "example",
           *       "final_vat_withheld": "example",
           *       "amount_in_words": "example",
           *       "paid": "example",
           *       "certificate_expected": true,
           *       "certificate_received_on": "2026-12-11",
           *       "voided_at": "2026-11-22T08:00:00.000Z",
           *       "void_reason": "example",
           *       "voided_by": "example",
           *       "created_by": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Invoice'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One invoice as issued, with its balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "issued_on": "2026-12-11",
           *       "due_on": "2026-12-11",
           *       "total": "example",
           *       "amount_due": "example",
           *       "balance": "example",
           *       "status": "open",
           *       "seller": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example"
           *       },
           *       "buyer": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example",
           *         "business_style": "example"
           *       },
           *       "po_number": "example",
           *       "terms_days": 1,
           *       "tax_class": "vat",
           *       "prices_include_vat": true,
           *       "withholding_percent": 1,
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "amount": "example"
           *         }
           *       ],
           *       "vatable_sales": "example",
           *       "vat_exempt_sales": "example",
           *       "zero_rated_sales": "example",
           *       "vat": "example",
           *       "withholding": "example",
           *       "creditable_withholding": "example",
           *       "final_vat_withheld": "example",
           *       "amount_in_words": "example",
           *       "paid": "example",
           *       "certificate_expected": true,
           *       "certificate_received_on": "2026-12-11",
           *       "voided_at": "2026-11-22T08:00:00.000Z",
           *       "void_reason": "example",
           *       "voided_by": "example",
           *       "created_by": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Invoice'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  voidInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "example"
         *     }
         */
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Void an invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "issued_on": "2026-12-11",
           *       "due_on": "2026-12-11",
           *       "total": "example",
           *       "amount_due": "example",
           *       "balance": "example",
           *       "status": "open",
           *       "seller": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example"
           *       },
           *       "buyer": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example",
           *         "business_style": "example"
           *       },
           *       "po_number": "example",
           *       "terms_days": 1,
           *       "tax_class": "vat",
           *       "prices_include_vat": true,
           *       "withholding_percent": 1,
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "amount": "example"
           *         }
           *       ],
           *       "vatable_sales": "example",
           *       "vat_exempt_sales": "example",
           *       "zero_rated_sales": "example",
           *       "vat": "example",
           *       "withholding": "example",
           *       "creditable_withholding": "example",
           *       "final_vat_withheld": "example",
           *       "amount_in_words": "example",
           *       "paid": "example",
           *       "certificate_expected": true,
           *       "certificate_received_on": "2026-12-11",
           *       "voided_at": "2026-11-22T08:00:00.000Z",
           *       "void_reason": "example",
           *       "voided_by": "example",
           *       "created_by": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Invoice'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  recordInvoiceCertificate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "received_on": "2026-12-11"
         *     }
         */
        'application/json': {
          received_on: string | null;
        };
      };
    };
    responses: {
      /** @description Record when the buyer's BIR Form 2307 arrived */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "number": "example",
           *       "order": 1,
           *       "customer": 1,
           *       "buyer_name": "example",
           *       "issued_on": "2026-12-11",
           *       "due_on": "2026-12-11",
           *       "total": "example",
           *       "amount_due": "example",
           *       "balance": "example",
           *       "status": "open",
           *       "seller": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example"
           *       },
           *       "buyer": {
           *         "name": "Maria Santos",
           *         "tin": "example",
           *         "address": "example",
           *         "business_style": "example"
           *       },
           *       "po_number": "example",
           *       "terms_days": 1,
           *       "tax_class": "vat",
           *       "prices_include_vat": true,
           *       "withholding_percent": 1,
           *       "lines": [
           *         {
           *           "id": 1,
           *           "order_item": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "quantity": 1,
           *           "unit_price": "18500.00",
           *           "amount": "example"
           *         }
           *       ],
           *       "vatable_sales": "example",
           *       "vat_exempt_sales": "example",
           *       "zero_rated_sales": "example",
           *       "vat": "example",
           *       "withholding": "example",
           *       "creditable_withholding": "example",
           *       "final_vat_withheld": "example",
           *       "amount_in_words": "example",
           *       "paid": "example",
           *       "certificate_expected": true,
           *       "certificate_received_on": "2026-12-11",
           *       "voided_at": "2026-11-22T08:00:00.000Z",
           *       "void_reason": "example",
           *       "voided_by": "example",
           *       "created_by": "example",
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Invoice'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getInvoiceDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What is left to invoice on an order, and the buyer's tax class */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "order": 1,
           *       "buyer_name": "example",
           *       "tax_class": "vat",
           *       "withholding_percent": 1,
           *       "shop_prices_include_vat": true,
           *       "lines": [
           *         {
           *           "order_item": 1,
           *           "description": "A fast monochrome laser printer for small offices.",
           *           "kind": "product",
           *           "unit_price": "18500.00",
           *           "quantity": 1,
           *           "invoiced": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['InvoiceDraft'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDocumentSeries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice series and the delivery receipts’ prefix */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "invoice": {
           *         "prefix": "example",
           *         "next": 1,
           *         "end": 1,
           *         "width": 1,
           *         "numbers_left": 1,
           *         "last_issued": "example"
           *       },
           *       "delivery_receipt": {
           *         "prefix": "example",
           *         "next": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DocumentSeries'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateDocumentSeries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "invoice": {
         *         "prefix": "example",
         *         "next": 1,
         *         "end": 1
         *       },
         *       "delivery_receipt": {
         *         "prefix": "example"
         *       }
         *     }
         */
        'application/json': {
          invoice: {
            prefix: string;
            next: number;
            end: number;
          };
          delivery_receipt: {
            prefix: string;
          };
        };
      };
    };
    responses: {
      /** @description Enter the registered invoice series */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "invoice": {
           *         "prefix": "example",
           *         "next": 1,
           *         "end": 1,
           *         "width": 1,
           *         "numbers_left": 1,
           *         "last_issued": "example"
           *       },
           *       "delivery_receipt": {
           *         "prefix": "example",
           *         "next": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DocumentSeries'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dashboard figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "orders": {
           *         "pending": 1,
           *         "shipped": 1,
           *         "delivered": 1,
           *         "cancelled": 1
           *       },
           *       "low_in_stock": 1,
           *       "low_stock_threshold": 1,
           *       "products": {
           *         "total": 1,
           *         "hidden": 1,
           *         "out_of_stock": 1
           *       },
           *       "categories": {
           *         "total": 1
           *       },
           *       "inquiries": {
           *         "total": 1,
           *         "new": 1
           *       },
           *       "monthly": [
           *         {
           *           "month": "example",
           *           "label": "example",
           *           "orders": 1,
           *           "shipped": 1,
           *           "revenue": "example"
           *         }
           *       ],
           *       "popular_items": [
           *         {
           *           "product": 1,
           *           "name": "Maria Santos",
           *           "quantity": 1
           *         }
           *       ],
           *       "recent_orders": [
           *         {
           *           "id": 1,
           *           "customer_name": "Maria Santos",
           *           "customer_email": "maria@example.ph",
           *           "customer_phone": "+63 917 555 0101",
           *           "customer_company": "Santos Trading",
           *           "status": "pending",
           *           "notes": "example",
           *           "delivery_address": "example",
           *           "po_number": "example",
           *           "confirmed_at": "2026-11-22T08:00:00.000Z",
           *           "inquiry": 1,
           *           "items": [
           *             {
           *               "id": 1,
           *               "product": 1,
           *               "product_name": "example",
           *               "unit_price": "18500.00",
           *               "quantity": 1,
           *               "line_total": "example",
           *               "reserved": 1,
           *               "shipped": 1
           *             }
           *           ],
           *           "item_count": 1,
           *           "total_amount": "example",
           *           "created_at": "2026-11-22T08:00:00.000Z",
           *           "updated_at": "2026-11-22T08:00:00.000Z",
           *           "shipped_at": "2026-11-22T08:00:00.000Z",
           *           "completed_at": "2026-11-22T08:00:00.000Z",
           *           "created_by": "example"
           *         }
           *       ],
           *       "low_stock_products": [
           *         {
           *           "id": 1,
           *           "name": "Maria Santos",
           *           "stock": 1
           *         }
           *       ],
           *       "quotations": {
           *         "sent_this_month": 1,
           *         "accepted_this_month": 1,
           *         "conversion_rate": 1,
           *         "open_count": 1,
           *         "open_value": "example"
           *       },
           *       "failed_mail": {
           *         "count": 1,
           *         "recent": [
           *           {
           *             "id": 1,
           *             "kind": "inquiry_notification",
           *             "subject": "example",
           *             "recipients": [
           *               "example"
           *             ],
           *             "status": "queued",
           *             "attempts": 1,
           *             "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *             "sent_at": "2026-11-22T08:00:00.000Z",
           *             "error": "example",
           *             "inquiry": 1,
           *             "quotation": 1,
           *             "created_at": "2026-11-22T08:00:00.000Z"
           *           }
           *         ]
           *       },
           *       "receivables": {
           *         "today": "example",
           *         "buckets": [
           *           {
           *             "bucket": "current",
           *             "total": "example",
           *             "customers": [
           *               {
           *                 "id": 1,
           *                 "name": "Maria Santos",
           *                 "amount": "example"
           *               }
           *             ]
           *           }
           *         ],
           *         "total": "example",
           *         "checks_this_week": [
           *           {
           *             "payment": 1,
           *             "customer": {
           *               "id": 1,
           *               "name": "Maria Santos"
           *             },
           *             "amount": "example",
           *             "bank": "example",
           *             "check_number": "example",
           *             "check_date": "example"
           *           }
           *         ],
           *         "credit": "example"
           *       }
           *     }
           */
          'application/json': components['schemas']['Dashboard'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  resendEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Send an e-mail again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 1,
           *       "kind": "inquiry_notification",
           *       "subject": "example",
           *       "recipients": [
           *         "example"
           *       ],
           *       "status": "queued",
           *       "attempts": 1,
           *       "next_attempt_at": "2026-11-22T08:00:00.000Z",
           *       "sent_at": "2026-11-22T08:00:00.000Z",
           *       "error": "example",
           *       "inquiry": 1,
           *       "quotation": 1,
           *       "created_at": "2026-11-22T08:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Email'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      404: components['responses']['Error404'];
      409: components['responses']['Error409'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  listActivity: {
    parameters: {
      query?: {
        entity_type?:
          | 'product'
          | 'category'
          | 'order'
          | 'inquiry'
          | 'quotation'
          | 'staff'
          | 'settings'
          | 'pricing'
          | 'customer'
          | 'shipment'
          | 'invoice'
          | 'payment';
        entity_id?: number;
        actor?: number;
        q?: string;
        before?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The activity history, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "results": [
           *         {
           *           "id": 1,
           *           "occurred_at": "2026-11-22T08:00:00.000Z",
           *           "actor": {
           *             "id": 1,
           *             "name": "Maria Santos"
           *           },
           *           "entity_type": "product",
           *           "entity_id": 1,
           *           "entity_label": "example",
           *           "action": "created",
           *           "changes": {},
           *           "note": "example"
           *         }
           *       ],
           *       "next_before": 1
           *     }
           */
          'application/json': components['schemas']['ActivityPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company details every page shows */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Maria Santos",
           *       "short_name": "Grow Better IT",
           *       "tagline": "",
           *       "phones": [
           *         "+63 2 8555 0100"
           *       ],
           *       "email": "maria@example.ph",
           *       "address": {
           *         "street": "123 Ayala Avenue",
           *         "city": "Makati City",
           *         "region": "",
           *         "postal_code": "",
           *         "country": "Philippines"
           *       },
           *       "business_hours": "",
           *       "map_embed_url": "",
           *       "social": {
           *         "facebook": "",
           *         "instagram": "",
           *         "linkedin": "",
           *         "youtube": "",
           *         "x": ""
           *       },
           *       "meta_description": "",
           *       "tin": "",
           *       "prices_include_vat": true,
           *       "quote_validity_days": 30,
           *       "logo_subtitle": "Trading & Solutions",
           *       "established": "December 2021",
           *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
           *       "quote_terms": "",
           *       "quote_acceptance_email": true,
           *       "quote_expiry_reminders": true,
           *       "overdue_reminders": false,
           *       "overdue_reminders_per_week": 1,
           *       "public_url": "",
           *       "logo": {
           *         "url": "/media/hp-laserjet-pro-m404dn-480.webp",
           *         "srcset": "example",
           *         "width": 1,
           *         "height": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['Company'];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  updateSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Maria Santos",
         *       "short_name": "Grow Better IT",
         *       "tagline": "",
         *       "phones": [
         *         "+63 2 8555 0100"
         *       ],
         *       "email": "maria@example.ph",
         *       "address": {
         *         "street": "123 Ayala Avenue",
         *         "city": "Makati City",
         *         "region": "",
         *         "postal_code": "",
         *         "country": "Philippines"
         *       },
         *       "business_hours": "",
         *       "map_embed_url": "",
         *       "social": {},
         *       "meta_description": "",
         *       "tin": "",
         *       "prices_include_vat": true,
         *       "quote_validity_days": 30,
         *       "notify_emails": [],
         *       "logo_subtitle": "Trading & Solutions",
         *       "established": "December 2021",
         *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
         *       "quote_terms": "",
         *       "quote_acceptance_email": true,
         *       "quote_expiry_reminders": true,
         *       "overdue_reminders": false,
         *       "overdue_reminders_per_week": 1,
         *       "public_url": ""
         *     }
         */
        'application/json': {
          name: string;
          short_name: string;
          /** @default  */
          tagline?: string;
          phones: string[];
          /** Format: email */
          email: string;
          address: {
            street: string;
            city: string;
            /** @default  */
            region?: string;
            /** @default  */
            postal_code?: string;
            country: string;
          };
          /** @default  */
          business_hours?: string;
          /** @default  */
          map_embed_url?: string;
          /** @default {} */
          social?: {
            /** @default  */
            facebook?: string;
            /** @default  */
            instagram?: string;
            /** @default  */
            linkedin?: string;
            /** @default  */
            youtube?: string;
            /** @default  */
            x?: string;
          };
          /** @default  */
          meta_description?: string;
          /** @default  */
          tin?: string;
          /** @default true */
          prices_include_vat?: boolean;
          /** @default 30 */
          quote_validity_days?: number;
          /** @default [] */
          notify_emails?: string[];
          /** @default Trading & Solutions */
          logo_subtitle?: string;
          /** @default December 2021 */
          established?: string;
          /** @default To be the technology partner Filipino businesses trust first, helping people to grow better together. */
          vision?: string;
          /** @default  */
          quote_terms?: string;
          /** @default true */
          quote_acceptance_email?: boolean;
          /** @default true */
          quote_expiry_reminders?: boolean;
          /** @default false */
          overdue_reminders?: boolean;
          /** @default 1 */
          overdue_reminders_per_week?: number;
          /** @default  */
          public_url?: string;
        };
      };
    };
    responses: {
      /** @description Save the company settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Maria Santos",
           *       "short_name": "Grow Better IT",
           *       "tagline": "",
           *       "phones": [
           *         "+63 2 8555 0100"
           *       ],
           *       "email": "maria@example.ph",
           *       "address": {
           *         "street": "123 Ayala Avenue",
           *         "city": "Makati City",
           *         "region": "",
           *         "postal_code": "",
           *         "country": "Philippines"
           *       },
           *       "business_hours": "",
           *       "map_embed_url": "",
           *       "social": {
           *         "facebook": "",
           *         "instagram": "",
           *         "linkedin": "",
           *         "youtube": "",
           *         "x": ""
           *       },
           *       "meta_description": "",
           *       "tin": "",
           *       "prices_include_vat": true,
           *       "quote_validity_days": 30,
           *       "notify_emails": [],
           *       "logo_subtitle": "Trading & Solutions",
           *       "established": "December 2021",
           *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
           *       "quote_terms": "",
           *       "quote_acceptance_email": true,
           *       "quote_expiry_reminders": true,
           *       "overdue_reminders": false,
           *       "overdue_reminders_per_week": 1,
           *       "public_url": "",
           *       "logo": {
           *         "url": "/media/hp-laserjet-pro-m404dn-480.webp",
           *         "srcset": "example",
           *         "width": 1,
           *         "height": 1
           *       },
           *       "mail": {
           *         "configured": true,
           *         "from": "example"
           *       },
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "site_url": "example"
           *     }
           */
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings with the notification addresses */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Maria Santos",
           *       "short_name": "Grow Better IT",
           *       "tagline": "",
           *       "phones": [
           *         "+63 2 8555 0100"
           *       ],
           *       "email": "maria@example.ph",
           *       "address": {
           *         "street": "123 Ayala Avenue",
           *         "city": "Makati City",
           *         "region": "",
           *         "postal_code": "",
           *         "country": "Philippines"
           *       },
           *       "business_hours": "",
           *       "map_embed_url": "",
           *       "social": {
           *         "facebook": "",
           *         "instagram": "",
           *         "linkedin": "",
           *         "youtube": "",
           *         "x": ""
           *       },
           *       "meta_description": "",
           *       "tin": "",
           *       "prices_include_vat": true,
           *       "quote_validity_days": 30,
           *       "notify_emails": [],
           *       "logo_subtitle": "Trading & Solutions",
           *       "established": "December 2021",
           *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
           *       "quote_terms": "",
           *       "quote_acceptance_email": true,
           *       "quote_expiry_reminders": true,
           *       "overdue_reminders": false,
           *       "overdue_reminders_per_week": 1,
           *       "public_url": "",
           *       "logo": {
           *         "url": "/media/hp-laserjet-pro-m404dn-480.webp",
           *         "srcset": "example",
           *         "width": 1,
           *         "height": 1
           *       },
           *       "mail": {
           *         "configured": true,
           *         "from": "example"
           *       },
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "site_url": "example"
           *     }
           */
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  uploadLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          logo: Blob;
        };
      };
    };
    responses: {
      /** @description Upload the company logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Maria Santos",
           *       "short_name": "Grow Better IT",
           *       "tagline": "",
           *       "phones": [
           *         "+63 2 8555 0100"
           *       ],
           *       "email": "maria@example.ph",
           *       "address": {
           *         "street": "123 Ayala Avenue",
           *         "city": "Makati City",
           *         "region": "",
           *         "postal_code": "",
           *         "country": "Philippines"
           *       },
           *       "business_hours": "",
           *       "map_embed_url": "",
           *       "social": {
           *         "facebook": "",
           *         "instagram": "",
           *         "linkedin": "",
           *         "youtube": "",
           *         "x": ""
           *       },
           *       "meta_description": "",
           *       "tin": "",
           *       "prices_include_vat": true,
           *       "quote_validity_days": 30,
           *       "notify_emails": [],
           *       "logo_subtitle": "Trading & Solutions",
           *       "established": "December 2021",
           *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
           *       "quote_terms": "",
           *       "quote_acceptance_email": true,
           *       "quote_expiry_reminders": true,
           *       "overdue_reminders": false,
           *       "overdue_reminders_per_week": 1,
           *       "public_url": "",
           *       "logo": {
           *         "url": "/media/hp-laserjet-pro-m404dn-480.webp",
           *         "srcset": "example",
           *         "width": 1,
           *         "height": 1
           *       },
           *       "mail": {
           *         "configured": true,
           *         "from": "example"
           *       },
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "site_url": "example"
           *     }
           */
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      413: components['responses']['Error413'];
      415: components['responses']['Error415'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  deleteLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Go back to the built-in logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Maria Santos",
           *       "short_name": "Grow Better IT",
           *       "tagline": "",
           *       "phones": [
           *         "+63 2 8555 0100"
           *       ],
           *       "email": "maria@example.ph",
           *       "address": {
           *         "street": "123 Ayala Avenue",
           *         "city": "Makati City",
           *         "region": "",
           *         "postal_code": "",
           *         "country": "Philippines"
           *       },
           *       "business_hours": "",
           *       "map_embed_url": "",
           *       "social": {
           *         "facebook": "",
           *         "instagram": "",
           *         "linkedin": "",
           *         "youtube": "",
           *         "x": ""
           *       },
           *       "meta_description": "",
           *       "tin": "",
           *       "prices_include_vat": true,
           *       "quote_validity_days": 30,
           *       "notify_emails": [],
           *       "logo_subtitle": "Trading & Solutions",
           *       "established": "December 2021",
           *       "vision": "To be the technology partner Filipino businesses trust first, helping people to grow better together.",
           *       "quote_terms": "",
           *       "quote_acceptance_email": true,
           *       "quote_expiry_reminders": true,
           *       "overdue_reminders": false,
           *       "overdue_reminders_per_week": 1,
           *       "public_url": "",
           *       "logo": {
           *         "url": "/media/hp-laserjet-pro-m404dn-480.webp",
           *         "srcset": "example",
           *         "width": 1,
           *         "height": 1
           *       },
           *       "mail": {
           *         "configured": true,
           *         "from": "example"
           *       },
           *       "updated_at": "2026-11-22T08:00:00.000Z",
           *       "site_url": "example"
           *     }
           */
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example {} */
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDocsPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The interactive reference (Swagger UI) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': Blob;
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getDocsFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A file of the reference viewer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/css': Blob;
          'text/javascript': Blob;
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getMediaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An uploaded image file (WebP) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': Blob;
        };
      };
      400: components['responses']['Error400'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
}

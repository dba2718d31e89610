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
    /** Whether the shop and its database answer */
    get: operations['getApiHealth'];
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
     * @description Only staff and superusers get tokens. An account with two-factor sign-in answers a challenge for the second step instead.
     */
    post: operations['postApiUserAdminLogin'];
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
     * @description A code from the authenticator app or a recovery code, with the challenge of the first step.
     */
    post: operations['postApiUserAdminLoginTwoFactor'];
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
     * @description Each refresh token works once; reusing one revokes its session.
     */
    post: operations['postApiTokenRefresh'];
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
    /** Sign out: revoke the session of a refresh token */
    post: operations['postApiUserLogout'];
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
    post: operations['postApiUserChangePassword'];
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
    get: operations['getApiUserTwoFactor'];
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
    post: operations['postApiUserTwoFactorSetup'];
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
    post: operations['postApiUserTwoFactorConfirm'];
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
    post: operations['postApiUserTwoFactorDisable'];
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
    post: operations['postApiUserCreateStaff'];
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
    get: operations['getApiUserStaffList'];
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
    get: operations['getApiUserStaffById'];
    put?: never;
    post?: never;
    /**
     * Delete a staff account
     * @description Superusers only.
     */
    delete: operations['deleteApiUserStaffById'];
    options?: never;
    head?: never;
    /**
     * Edit a staff account, optionally setting a new password
     * @description Superusers only.
     */
    patch: operations['patchApiUserStaffById'];
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
    get: operations['getApiInquiries'];
    put?: never;
    /**
     * Send an inquiry (the public form)
     * @description Error answers also carry `success: false`, `message` and every field’s messages under `errors`.
     */
    post: operations['postApiInquiries'];
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
    get: operations['getApiInquiriesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an inquiry’s status or notes
     * @description Staff and superusers.
     */
    patch: operations['patchApiInquiriesById'];
    trace?: never;
  };
  '/api/categories/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All categories with their product counts */
    get: operations['getApiCategories'];
    put?: never;
    /**
     * Add a category
     * @description Superusers only.
     */
    post: operations['postApiCategories'];
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
    /** One category by id or slug */
    get: operations['getApiCategoriesById'];
    /**
     * Rename a category or replace its icon
     * @description Staff and superusers.
     */
    put: operations['putApiCategoriesById'];
    post?: never;
    /**
     * Delete a category
     * @description Superusers only.
     */
    delete: operations['deleteApiCategoriesById'];
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
    post: operations['postApiProductImages'];
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
    delete: operations['deleteApiProductImagesById'];
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
    get: operations['getApiProductsExportExcel'];
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
    post: operations['postApiProductsImportExcel'];
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
     * @description Filter values go as repeated parameters named after their group (`?processor=Intel%20Core%20i5`). Staff also see hidden products.
     */
    get: operations['getApiProducts'];
    put?: never;
    /**
     * Add a product
     * @description Staff and superusers.
     */
    post: operations['postApiProducts'];
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
    /** One product by id */
    get: operations['getApiProductsIdById'];
    /**
     * Edit a product
     * @description Staff and superusers. Send back the `version` it was loaded with: an edit made since answers 409. `hidden` is ignored in a staff edit.
     */
    put: operations['putApiProductsIdById'];
    post?: never;
    /**
     * Delete a product
     * @description Superusers only.
     */
    delete: operations['deleteApiProductsIdById'];
    options?: never;
    head?: never;
    /**
     * Hide or unhide a product
     * @description Superusers only.
     */
    patch: operations['patchApiProductsIdById'];
    trace?: never;
  };
  '/api/products/{identifier}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product by slug (or id) */
    get: operations['getApiProductsByIdentifier'];
    put?: never;
    post?: never;
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
    /** The filter values of a category’s products */
    get: operations['getApiFilters'];
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
    /** The brands of visible products */
    get: operations['getApiBrands'];
    put?: never;
    post?: never;
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
    get: operations['getApiOrders'];
    put?: never;
    /**
     * Record an order
     * @description Staff and superusers.
     */
    post: operations['postApiOrders'];
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
    get: operations['getApiOrdersById'];
    /**
     * Edit an order
     * @description Staff and superusers.
     */
    put: operations['putApiOrdersById'];
    post?: never;
    /**
     * Delete an order
     * @description Superusers only.
     */
    delete: operations['deleteApiOrdersById'];
    options?: never;
    head?: never;
    /**
     * Move an order to another status
     * @description Staff and superusers.
     */
    patch: operations['patchApiOrdersById'];
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
    get: operations['getApiQuotations'];
    put?: never;
    /**
     * Write a draft quotation
     * @description Staff and superusers.
     */
    post: operations['postApiQuotations'];
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
    get: operations['getApiQuotationsById'];
    put?: never;
    post?: never;
    /**
     * Delete a quotation
     * @description Superusers only.
     */
    delete: operations['deleteApiQuotationsById'];
    options?: never;
    head?: never;
    /**
     * Edit a draft
     * @description Staff and superusers.
     */
    patch: operations['patchApiQuotationsById'];
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
    post: operations['postApiQuotationsByIdRevise'];
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
    get: operations['getApiQuotationsByIdPdf'];
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
    post: operations['postApiQuotationsByIdSend'];
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
    /** The customer's answer: accepted */
    post: operations['postApiQuoteByTokenAccept'];
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
    /** The customer's answer: declined */
    post: operations['postApiQuoteByTokenDecline'];
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
    get: operations['getApiDashboard'];
    put?: never;
    post?: never;
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
    get: operations['getApiActivity'];
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
    /** The company details every page shows */
    get: operations['getApiSettings'];
    /**
     * Save the company settings
     * @description Superusers only.
     */
    put: operations['putApiSettings'];
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
    get: operations['getApiSettingsAdmin'];
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
    put: operations['putApiSettingsLogo'];
    post?: never;
    /**
     * Go back to the built-in logo
     * @description Superusers only.
     */
    delete: operations['deleteApiSettingsLogo'];
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
    /** This document */
    get: operations['getApiOpenapiJson'];
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
    /** The interactive reference (Swagger UI) */
    get: operations['getApiDocs'];
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
    /** A file of the reference viewer */
    get: operations['getApiDocsByFile'];
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
    /** An uploaded image file (WebP) */
    get: operations['getMediaByName'];
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
    /** @description Field errors sit beside `detail`, one key a field, each a list of messages: `{"detail": "Enter a valid email address.", "email": ["Enter a valid email address."]}`. A 403 for a pending account set-up carries a `code`; a 500 or 503 carries the `request_id` found in the log. */
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
      /** @description The e-mails it sent or is sending; only in the detail. */
      emails?: {
        id: number;
        /** @enum {string} */
        kind: 'inquiry_notification' | 'inquiry_acknowledgement';
        recipients: string[];
        /** @enum {string} */
        status: 'queued' | 'sending' | 'sent' | 'failed';
        attempts: number;
        next_attempt_at: string | null;
        sent_at: string | null;
        error: string | null;
      }[];
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
      stock: number;
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
      /** @description The customer's page: a full address when the shop's public address is known, else its path. */
      public_url: string;
      /** @description Whether an e-mail was queued (false when mail is not configured). */
      emailed: boolean;
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
      entity_type: 'product' | 'category' | 'order' | 'inquiry' | 'quotation' | 'staff' | 'settings';
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
        | 'declined';
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
    /** @description The database is not reachable: try again after `Retry-After` seconds. */
    Error503: {
      headers: {
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
  getApiHealth: {
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
          'application/json': {
            /** @constant */
            status: 'ok';
          };
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  postApiUserAdminLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiUserAdminLoginTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiTokenRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiUserLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiUserChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  getApiUserTwoFactor: {
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
  postApiUserTwoFactorSetup: {
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
  postApiUserTwoFactorConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiUserTwoFactorDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
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
  postApiUserCreateStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          email: string;
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
          'application/json': {
            id: number;
            username: string;
            email: string;
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
  getApiUserStaffList: {
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
          'application/json': components['schemas']['Staff'][];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getApiUserStaffById: {
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
  deleteApiUserStaffById: {
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
  patchApiUserStaffById: {
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
        'application/json': {
          username: string;
          email: string;
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
  getApiInquiries: {
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
  postApiInquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          phone?: string;
          company?: string;
          email?: string;
          purpose?: string;
          brands?: string;
          products?: string;
          service?: string;
          message?: string;
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
  getApiInquiriesById: {
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
  patchApiInquiriesById: {
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
        'application/json': {
          /** @enum {string} */
          status?: 'new' | 'in_progress' | 'quoted' | 'closed';
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Change an inquiry’s status or notes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
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
  getApiCategories: {
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
          'application/json': components['schemas']['Category'][];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  postApiCategories: {
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
  getApiCategoriesById: {
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
      /** @description One category by id or slug */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
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
  putApiCategoriesById: {
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
  deleteApiCategoriesById: {
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
  postApiProductImages: {
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
  deleteApiProductImagesById: {
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
  getApiProductsExportExcel: {
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
  postApiProductsImportExcel: {
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
  getApiProducts: {
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
          'application/json': components['schemas']['ProductPage'];
        };
      };
      400: components['responses']['Error400'];
      401: components['responses']['Error401'];
      404: components['responses']['Error404'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  postApiProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          brand: string;
          price?: string | number;
          discounted_price?: string | number | null;
          stock: number;
          key_features: string;
          description: string;
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
          price?: string | number;
          discounted_price?: string | number | null;
          stock: number;
          key_features: string;
          description: string;
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
  getApiProductsIdById: {
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
  putApiProductsIdById: {
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
        'application/json': {
          name?: string;
          brand?: string;
          price?: string | number;
          discounted_price?: string | number | null;
          stock?: number;
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
          discounted_price?: string | number | null;
          stock?: number;
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
  deleteApiProductsIdById: {
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
  patchApiProductsIdById: {
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
  getApiProductsByIdentifier: {
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
  getApiFilters: {
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
  getApiBrands: {
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
          'application/json': string[];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getApiOrders: {
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
  postApiOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          customer_name: string;
          customer_email: string;
          customer_phone: string;
          customer_company: string;
          notes: string;
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
  getApiOrdersById: {
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
  putApiOrdersById: {
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
        'application/json': {
          customer_name?: string;
          customer_email?: string;
          customer_phone?: string;
          customer_company?: string;
          notes?: string;
          inquiry?: (number | string) | null;
          items?: {
            product: number | string;
            quantity: number | string;
            unit_price?: string | number;
          }[];
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
  deleteApiOrdersById: {
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
  patchApiOrdersById: {
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
  getApiQuotations: {
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
  postApiQuotations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          customer_name: string;
          customer_email?: string;
          customer_company: string;
          customer_phone: string;
          customer_address: string;
          inquiry?: (number | string) | null;
          valid_until?: string;
          terms: string;
          notes: string;
          internal_notes: string;
          discount_amount?: string | number;
          discount_percent?: string | number;
          lines: {
            product?: (number | string) | null;
            description: string;
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
  getApiQuotationsById: {
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
  deleteApiQuotationsById: {
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
  patchApiQuotationsById: {
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
        'application/json': {
          customer_name?: string;
          customer_email?: string;
          customer_company?: string;
          customer_phone?: string;
          customer_address?: string;
          inquiry?: (number | string) | null;
          valid_until?: string;
          terms?: string;
          notes?: string;
          internal_notes?: string;
          discount_amount?: string | number;
          discount_percent?: string | number;
          lines?: {
            product?: (number | string) | null;
            description: string;
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
  postApiQuotationsByIdRevise: {
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
  getApiQuotationsByIdPdf: {
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
  postApiQuotationsByIdSend: {
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
  postApiQuoteByTokenAccept: {
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
        'application/json': {
          comment: string;
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
  postApiQuoteByTokenDecline: {
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
        'application/json': {
          comment: string;
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
  getApiDashboard: {
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
          'application/json': components['schemas']['Dashboard'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getApiActivity: {
    parameters: {
      query?: {
        entity_type?: 'product' | 'category' | 'order' | 'inquiry' | 'quotation' | 'staff' | 'settings';
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
  getApiSettings: {
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
          'application/json': components['schemas']['Company'];
        };
      };
      401: components['responses']['Error401'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  putApiSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          short_name: string;
          /** @default  */
          tagline?: string;
          phones: string[];
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
  getApiSettingsAdmin: {
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
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  putApiSettingsLogo: {
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
  deleteApiSettingsLogo: {
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
          'application/json': components['schemas']['AdminSettings'];
        };
      };
      401: components['responses']['Error401'];
      403: components['responses']['Error403'];
      500: components['responses']['Error500'];
      503: components['responses']['Error503'];
    };
  };
  getApiOpenapiJson: {
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
  getApiDocs: {
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
  getApiDocsByFile: {
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
  getMediaByName: {
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

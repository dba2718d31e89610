/** Business constants from the specification's section 9. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;
export const API_BASE_PATH = '/api';

export const CATEGORY_STRIP_ITEMS = 5;
export const CATEGORY_STRIP_ITEMS_MOBILE = 2;
export const LATEST_PRODUCTS_LIMIT = 5;
export const LATEST_PRODUCTS_MOBILE_PAGE_SIZE = 2;
export const PRODUCTS_PAGE_PRODUCTS = 10;
export const CATEGORY_PAGE_SIZE = 12;
export const API_MAX_PAGE_SIZE = 100;

export const MESSAGE_AUTO_CLEAR_MS = 3000;
export const MAP_IFRAME_DELAY_MS = 3000;
export const BRAND_CREATION_DELAY_MS = 500;
export const IMPORT_TOAST_MS = 7000;
export const INQUIRY_MESSAGE_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 4000;
export const PRODUCT_REDIRECT_MS = 2000;
export const CATEGORY_REDIRECT_MS = 2000;
export const STAFF_REDIRECT_MS = 1200;

export const DEFAULT_BRANDS = ['HP', 'Lenovo', 'Acer'] as const;
/** Filter groups where several values may be ticked at once; every other group is single-select. */
export const MULTI_SELECT_FILTER_GROUPS = ['brand', 'processor', 'storage'] as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const DASHBOARD_MAX_TICKS = 1000;
/** Gridlines the dashboard chart aims for on each axis. */
export const DASHBOARD_TARGET_TICKS = 5;
export const ORDER_PICKER_RESULTS = 8;
/** Order dates are shown for the shop's customers in the Philippines (in SHOP_TIME_ZONE). */
export const ORDER_LOCALE = 'en-PH';

export const UNCATEGORIZED_LABEL = 'Uncategorized';

export const INQUIRY_PURPOSES = [
  'Request for Quote',
  'Product Inquiry',
  'Looking for Contact Person',
  'Services',
] as const;
/** Purposes that show the brand and product pickers. */
export const PURPOSES_WITH_PICKERS = ['Request for Quote', 'Product Inquiry'] as const;
export const INQUIRY_SERVICES = [
  'Web Application Design and Development',
  'Mobile Application Design and Development',
  'Website Design and Development',
] as const;
export const INQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'closed'] as const;
/** Inquiries per page in the back-office inbox. */
export const INQUIRY_INBOX_PAGE_SIZE = 20;
/** Longest inbox search the API accepts. */
export const INQUIRY_SEARCH_MAX_LENGTH = 200;

export const SERVICE_PAGES = [
  { path: '/services/website&-design', title: 'Website Design', service: 'Website Design and Development' },
  {
    path: '/services/mobile&-application',
    title: 'Mobile Application',
    service: 'Mobile Application Design and Development',
  },
  {
    path: '/services/web&-application&-design',
    title: 'Web Application Design',
    service: 'Web Application Design and Development',
  },
] as const;

/** Orders and the dashboard. */
export const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const ORDER_PAGE_SIZE = 20;
export const STOCK_MOVEMENT_PAGE_SIZE = 25;
export const ORDER_MAX_ITEMS = 100;
export const ORDER_MAX_QUANTITY = 100_000;
/** A product with this many units or fewer counts as low in stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** The dashboard chart covers this many calendar months, the current one included. */
export const DASHBOARD_MONTHS = 5;
/** Rows in each of the dashboard's short lists (popular items, recent orders, low-stock products). */
export const DASHBOARD_LIST_SIZE = 5;
/** Calendar months (the dashboard's buckets) are counted in the shop's own time zone. */
export const SHOP_TIME_ZONE = 'Asia/Manila';
/** Rows per page of the admin product list: the catalogue is far too large to load whole. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
/**
 * Pause after the last keystroke before any back-office search (every list, the order form's product picker)
 * asks the server, so typing a name costs one request.
 */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** Row errors listed in the import toast before the rest are counted. */
export const IMPORT_ROW_ERRORS_SHOWN = 5;

/** Staff passwords: at least this long (ASVS 5.0 6.2.1), and not on the shipped list of common passwords. */
export const PASSWORD_MIN_LENGTH = 12;

/** The largest id a row can have (PostgreSQL's integer): a larger one names nothing and must not reach a query. */
export const ROW_ID_MAX = 2_147_483_647;

/** Customers a page of the admin's customer list. */
export const CUSTOMER_PAGE_SIZE = 25;

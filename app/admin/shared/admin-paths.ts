/** Where the admin guard sends anyone it does not let in (spec section 4, "denied"). */
export const DENIED_PATH = '/404';
export const LOGIN_PATH = '/Adminlogin';
export const DASHBOARD_PATH = '/admin-dashboard';
export const ACCOUNT_PATH = '/admin-account';

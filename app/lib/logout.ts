import { sessionApi } from './api-client';
import { clearAllStorage, refreshToken } from './session';

/** Revokes the refresh token on the server when it can; the browser is cleared whatever the answer. */
export async function logout(): Promise<void> {
  const refresh = refreshToken();
  if (refresh) {
    try {
      await sessionApi.POST('/api/user/logout/', { body: { refresh } });
    } catch {
      // An unreachable server must not keep anyone signed in on this device.
    }
  }
  clearAllStorage();
}

import { API_BASE_PATH } from '~/domain/constants';
import { clearAllStorage, refreshToken } from './session';

/** Revokes the refresh token on the server when it can; the browser is cleared whatever the answer. */
export async function logout(): Promise<void> {
  const refresh = refreshToken();
  if (refresh) {
    try {
      await fetch(`${API_BASE_PATH}/user/logout/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
    } catch {
      // An unreachable server must not keep anyone signed in on this device.
    }
  }
  clearAllStorage();
}

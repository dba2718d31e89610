import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_REDIRECT_MS } from '~/domain/constants';

/** After a saved product the screen shows its message, then goes to `to` after PRODUCT_REDIRECT_MS. */
export function useProductRedirect(to: string): () => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(to), PRODUCT_REDIRECT_MS);
  }, [navigate, to]);
}

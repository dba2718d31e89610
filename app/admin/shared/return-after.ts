import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Once `done` (a form saved), goes to `to` after `ms`, so the success notice can be read first; leaving the
 * screen sooner cancels the move.
 */
export function useReturnAfter(done: boolean, to: string, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(to), ms);
    return () => window.clearTimeout(timer);
  }, [done, to, ms, navigate]);
}

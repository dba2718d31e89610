import { useCallback, useState } from 'react';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import type { FormNotice } from './form-state';
import { useAutoClear } from './ui';

/**
 * The notice of an action's last answer (a fetcher's `data`, a route's `actionData`) until it clears itself after
 * MESSAGE_AUTO_CLEAR_MS, or sooner with `dismiss`. A notice belongs to its answer: the next answer shows again.
 * `lasting` keeps error notices up until the next answer.
 */
export function useFleetingNotice(
  result: { notice?: FormNotice } | undefined,
  { lasting = false }: { lasting?: boolean } = {},
) {
  const [cleared, setCleared] = useState<unknown>(undefined);
  const notice = result && result !== cleared ? (result.notice ?? null) : null;
  const dismiss = useCallback(() => setCleared(result), [result]);
  useAutoClear(notice?.tone === 'error' && lasting ? null : notice, dismiss, MESSAGE_AUTO_CLEAR_MS);
  return { notice, dismiss };
}

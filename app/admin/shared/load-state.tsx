import type { ReactNode } from 'react';
import { Notice, Panel } from './ui';

/** A screen's data that could not be shown: why, and the ways on (try again, go back). */
export function LoadFailedPanel({
  text,
  className = '',
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Panel className={`${className} p-6`.trim()}>
      <Notice tone="error">{text}</Notice>
      <div className="mt-4 flex gap-2">{children}</div>
    </Panel>
  );
}

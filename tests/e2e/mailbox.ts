import { mkdir, rm, stat } from 'node:fs/promises';
import { startSmtp } from '~/server/test/smtp';
import { E2E_MAP_SMTP_PORT } from './settings';

const LOCK = '.tmp/e2e-smtp-port.lock';
/** A journey that died holding the port's lock leaves it behind: past this age it is taken over. */
const STALE_MS = 180_000;

/**
 * The settings server's mail goes to one local port, so journeys that read or refuse its mail take turns: each
 * holds this lock (a directory, which only one process can create) for as long as it listens there, and any
 * mail of its own has been delivered before it lets go.
 */
export async function withSmtpPort<T>(run: () => Promise<T>, timeoutMs = 150_000): Promise<T> {
  const started = Date.now();
  await mkdir('.tmp', { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const age = await stat(LOCK).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      if (Date.now() - started > timeoutMs) throw new Error('Another journey kept the SMTP port too long');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await run();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/** A mailbox on the settings server's SMTP port: call inside withSmtpPort. */
export function openMailbox() {
  return startSmtp({ port: E2E_MAP_SMTP_PORT });
}

/** A message's text as a person reads it: quoted-printable soft line breaks and escapes undone. */
export function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

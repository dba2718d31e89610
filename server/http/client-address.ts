import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '../env';
import type { AppEnv } from './types';

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    // process() turns an IPv4-mapped IPv6 address (::ffff:1.2.3.4) back into the IPv4 one.
    return ipaddr.process(address);
  } catch {
    return null;
  }
}

function trustedBy(proxies: string[]): (address: string) => boolean {
  const ranges = proxies.map((entry) =>
    entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : ([ipaddr.process(entry), entry.includes(':') ? 128 : 32] as const),
  );
  return (address) => {
    const parsed = parse(address);
    return (
      parsed !== null &&
      ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))
    );
  };
}

/**
 * An X-Forwarded-For entry as the bare address: some proxies write the client's port too (`1.2.3.4:5678`,
 * `[2001:db8::1]:443`), and a port the client chooses freely must not make it a new client for trust checks
 * or throttle keys.
 */
export function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort ? ipv4WithPort[1]! : entry;
}

/**
 * The client of a request that came through proxies. Each proxy appends the address it received the request
 * from to X-Forwarded-For, so only the right-hand entries were written by proxies we run; everything to their
 * left was sent by the client and may be made up. The client is therefore the right-most address that a
 * trusted proxy did not add: `hops` entries in from the right (the socket being the first), or the first one,
 * walking leftwards, that is not in the trusted list.
 */
export function resolveClientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => withoutPort(entry.trim()))
      .filter(Boolean),
    socket,
  ];
  if ('hops' in trust) {
    if (trust.hops === 0) return socket;
    return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  }
  const trusted = trustedBy(trust.proxies);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!trusted(chain[index]!)) return chain[index]!;
  }
  return chain[0]!;
}

/**
 * Hop counting trusts whatever the socket's peer wrote, so it is safe only when nothing but the proxies can
 * reach the app. Listening on every interface with hop counting lets a client that connects directly choose
 * its own address (and so its own throttle key): worth a warning at start-up.
 */
export function hopCountExposed(trust: TrustProxy, host: string): boolean {
  return 'hops' in trust && trust.hops > 0 && ['0.0.0.0', '::', '[::]', ''].includes(host.trim());
}

export function clientAddress(c: Context<AppEnv>): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests dispatched in-process (tests, app.request) carry no socket.
    socket = c.req.header('x-test-client') ?? 'local';
  }
  return resolveClientAddress(socket, c.req.header('x-forwarded-for'), c.var.deps.env.TRUST_PROXY);
}

import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the shop and PostgreSQL that a test can break the way a restart, a failover or a
 * network blip does, without root and without touching the real server: `cut` drops every open connection
 * at once, `refuse` turns new ones away, `stall` lets every connection (open or new) go silent, as across a
 * network partition; `restore` ends the last two.
 */
export class FaultProxy {
  private readonly pairs = new Set<[Socket, Socket]>();
  private refusing = false;
  private stalled = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const proxied: { proxy?: FaultProxy } = {};
    const server = createServer((client) => proxied.proxy!.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
    proxied.proxy = new FaultProxy(server, address.port);
    return proxied.proxy;
  }

  /** How many connections pass through now. */
  get open(): number {
    return this.pairs.size;
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', close);
      socket.on('close', close);
    }
    if (!this.stalled) this.join(pair);
  }

  private join([client, upstream]: [Socket, Socket]): void {
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Every open connection ends at once, mid-statement or mid-transaction, as when PostgreSQL restarts. */
  cut(): void {
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** New connections are reset as soon as they arrive, as while the database is down. */
  refuse(): void {
    this.refusing = true;
  }

  /** Nothing passes either way, and nothing is closed: the bytes wait in the proxy until `restore`. */
  stall(): void {
    this.stalled = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  restore(): void {
    this.refusing = false;
    if (!this.stalled) return;
    this.stalled = false;
    for (const pair of this.pairs) this.join(pair);
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

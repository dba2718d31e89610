import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations up to and including `lastTag`, as a shop that has not yet upgraded past it has them. */
function migrationsUpTo(lastTag: string): string {
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-')), 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe('0011_customers on a shop with history', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo('0010_bounded_search') });
    await client.exec(`
      INSERT INTO inquiries (name, phone, company, email, purpose, message, created_at) VALUES
        ('Ana Cruz', '0917 111 2222', 'Visayas Freight Inc.', 'Ana@VisayasFreight.ph ', 'quote', 'Printers', '2026-01-10'),
        ('Ben Reyes', '0918 333 4444', '', 'ben@example.ph', 'quote', 'A laptop', '2026-02-01');
      INSERT INTO orders (customer_name, customer_email, customer_phone, customer_company, created_at) VALUES
        ('Ana Cruz-Santos', 'ana@visayasfreight.ph', '0917 555 6666', 'Visayas Freight Inc.', '2026-03-05'),
        ('Walk-in', '', '', '', '2026-03-06');
    `);
    await migrate(db, { migrationsFolder });
  }, 60_000);

  afterAll(async () => {
    await client.close();
  });

  it('makes one customer an e-mail address, named by its latest document, oldest first', async () => {
    const { rows } = await client.query(`SELECT code, name FROM customers ORDER BY id`);
    expect(rows).toEqual([
      { code: 'C-00001', name: 'Visayas Freight Inc.' },
      { code: 'C-00002', name: 'Ben Reyes' },
    ]);
  });

  it('keeps the latest name and phone as the primary contact', async () => {
    const { rows } = await client.query(
      `SELECT c.code, k.name, k.email, k.phone, k.is_primary FROM customer_contacts k
         JOIN customers c ON c.id = k.customer_id ORDER BY c.id`,
    );
    expect(rows).toEqual([
      {
        code: 'C-00001',
        name: 'Ana Cruz-Santos',
        email: 'ana@visayasfreight.ph',
        phone: '0917 555 6666',
        is_primary: true,
      },
      {
        code: 'C-00002',
        name: 'Ben Reyes',
        email: 'ben@example.ph',
        phone: '0918 333 4444',
        is_primary: true,
      },
    ]);
  });

  it('links the documents and leaves their own copies as they were', async () => {
    const inquiries = await client.query(
      `SELECT i.name, i.email, c.code FROM inquiries i LEFT JOIN customers c ON c.id = i.customer_id ORDER BY i.id`,
    );
    expect(inquiries.rows).toEqual([
      { name: 'Ana Cruz', email: 'Ana@VisayasFreight.ph ', code: 'C-00001' },
      { name: 'Ben Reyes', email: 'ben@example.ph', code: 'C-00002' },
    ]);
    const orders = await client.query(
      `SELECT o.customer_name, c.code FROM orders o LEFT JOIN customers c ON c.id = o.customer_id ORDER BY o.id`,
    );
    expect(orders.rows).toEqual([
      { customer_name: 'Ana Cruz-Santos', code: 'C-00001' },
      { customer_name: 'Walk-in', code: null },
    ]);
  });
});

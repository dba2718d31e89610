import { databaseUnavailable } from './db-errors';

/**
 * Outcomes of calls to the outside world (a message the SMTP server took, an inquiry the provider accepted)
 * whose record could not be written because the database was away. The call cannot be taken back, so the
 * record is kept here and written before any new work is claimed: otherwise the row would still say
 * "to send", and a later pass would send it a second time. Kept per database handle and process; a process
 * that dies with outcomes unwritten loses them, and the row's lease decides as before.
 */
export class UnrecordedOutcomes {
  private readonly pending = new Map<string, () => Promise<unknown>>();

  /** Writes the record now, or keeps it for `flush` when the database is unavailable. */
  async record(key: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!databaseUnavailable(error)) throw error;
      this.pending.set(key, write);
    }
  }

  /** Writes the kept records in order; throws (keeping the rest) while the database is still away. */
  async flush(): Promise<void> {
    for (const [key, write] of this.pending) {
      await write();
      this.pending.delete(key);
    }
  }

  get size(): number {
    return this.pending.size;
  }
}

const ledgers = new WeakMap<object, Map<string, UnrecordedOutcomes>>();

/** The ledger of one kind of outcome ('mail', 'forward') on one database handle. */
export function unrecordedOutcomes(db: object, kind: string): UnrecordedOutcomes {
  let byKind = ledgers.get(db);
  if (!byKind) {
    byKind = new Map();
    ledgers.set(db, byKind);
  }
  let ledger = byKind.get(kind);
  if (!ledger) {
    ledger = new UnrecordedOutcomes();
    byKind.set(kind, ledger);
  }
  return ledger;
}

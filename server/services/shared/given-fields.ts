/**
 * A resource's one mapping from the fields of its input (the snake_case names of its zod schema in
 * `domain/`) to the columns of its table: every input field but those in `Handled` (lines, passwords,
 * figures the service computes) must be named, so a field added to the schema fails `tsc` until it is
 * mapped or listed as handled, instead of being dropped without a word. Create and update both write
 * through it with `givenFields`.
 */
export type FieldColumns<
  Input,
  Table extends { $inferInsert: object },
  Handled extends keyof Input = never,
> = Record<Exclude<keyof Input, Handled>, keyof Table['$inferInsert'] & string>;

type MappedKey<I, C, K extends keyof I, Optional extends boolean> = K extends keyof C
  ? (undefined extends I[K] ? true : false) extends Optional
    ? C[K] & string
    : never
  : never;

/** The mapped fields renamed; a field that may be absent (undefined) stays optional, since it is left out. */
type Given<I, C> = { [K in keyof I as MappedKey<I, C, K, false>]: I[K] } & {
  [K in keyof I as MappedKey<I, C, K, true>]?: Exclude<I[K], undefined>;
};

/**
 * The fields the input gives, under their column names (`{ customer_name: 'customerName' }`); a field left
 * out of the request is left out here too, so an update keeps the stored value and an insert takes the
 * column's default. Input fields the mapping does not name (lines, passwords) are not copied.
 */
export function givenFields<I extends object, const C extends { [K in keyof I]?: string }>(
  input: I,
  columns: C,
): Given<I, C> {
  const given: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns) as [keyof I, string][]) {
    if (input[field] !== undefined) given[column] = input[field];
  }
  // The loop builds exactly the renamed type above, which TypeScript cannot follow through Object.entries.
  return given as Given<I, C>;
}

/** The customer's contact details, which orders and quotations both keep. */
export const CUSTOMER_COLUMNS = {
  customer_name: 'customerName',
  customer_email: 'customerEmail',
  customer_phone: 'customerPhone',
  customer_company: 'customerCompany',
} as const;

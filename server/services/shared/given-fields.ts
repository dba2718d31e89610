/**
 * The fields a partial update gives, under their column names (`{ customer_name: 'customerName' }`); a field
 * left out of the request is left out here too, so the stored value stays.
 */
export function givenFields<I extends object, const C extends { [K in keyof I]?: string }>(
  input: I,
  columns: C,
): { [K in keyof C & keyof I as C[K] & string]?: Exclude<I[K], undefined> } {
  const given: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns) as [keyof I, string][]) {
    if (input[field] !== undefined) given[column] = input[field];
  }
  // The loop builds exactly the renamed type above, which TypeScript cannot follow through Object.entries.
  return given as { [K in keyof C & keyof I as C[K] & string]?: Exclude<I[K], undefined> };
}

/** The customer's contact details, which orders and quotations both keep. */
export const CUSTOMER_COLUMNS = {
  customer_name: 'customerName',
  customer_email: 'customerEmail',
  customer_phone: 'customerPhone',
  customer_company: 'customerCompany',
} as const;

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { products, settings } from '~/db/schema';
import type { columnsFromFields, ProductField } from '~/domain/product-fields';
import type { Settings } from '~/domain/settings';
import type { StaffColumns, STAFF_COLUMNS } from '../auth/users';
import type { CategoryColumns, CATEGORY_COLUMNS } from '../catalogue/categories';
import type {
  INQUIRY_COLUMNS,
  INQUIRY_UPDATE_COLUMNS,
  InquiryColumns,
  InquiryUpdateColumns,
} from '../inquiries/inquiries';
import type { CUSTOMER_FIELD_COLUMNS, CustomerColumns } from '../customers/customers';
import type { ORDER_COLUMNS, OrderColumns } from '../orders/orders';
import type { QUOTATION_COLUMNS, QuotationColumns } from '../quotations/drafts';
import type { updateSettings } from '../settings/settings';
import { givenFields } from './given-fields';

describe('givenFields', () => {
  it('renames the fields given, leaves out the absent ones and copies no unmapped field', () => {
    const input = { customer_name: 'Ana', notes: undefined, inquiry: null, lines: [1] };
    const columns = { customer_name: 'customerName', notes: 'notes', inquiry: 'inquiryId' } as const;
    expect(givenFields(input, columns)).toStrictEqual({ customerName: 'Ana', inquiryId: null });
  });
});

// What issue 25 found: a quotation field whose create and update mappings were deleted still passed tsc and
// every test. Each mapping below, with one of its fields taken out, must now fail the typecheck (a field added
// to an input schema without a column fails at the mapping itself). `npm run typecheck` checks these lines (a
// directive expecting an error where there is none is itself an error); the tests themselves only carry them.
describe('every input field is mapped to a column', () => {
  it('quotations', () => {
    // @ts-expect-error internal_notes is a quotation input field
    expectTypeOf<Omit<typeof QUOTATION_COLUMNS, 'internal_notes'>>().toExtend<QuotationColumns>();
  });

  it('orders', () => {
    // @ts-expect-error notes is an order input field (an edit's and a status change's)
    expectTypeOf<Omit<typeof ORDER_COLUMNS, 'notes'>>().toExtend<OrderColumns>();
  });

  it('staff', () => {
    // @ts-expect-error position is a staff input field
    expectTypeOf<Omit<typeof STAFF_COLUMNS, 'position'>>().toExtend<StaffColumns>();
    // @ts-expect-error is_active is a field of the staff edit
    expectTypeOf<Omit<typeof STAFF_COLUMNS, 'is_active'>>().toExtend<StaffColumns>();
  });

  it('inquiries', () => {
    // @ts-expect-error service is a field of the inquiry form
    expectTypeOf<Omit<typeof INQUIRY_COLUMNS, 'service'>>().toExtend<InquiryColumns>();
    // @ts-expect-error notes is a field of staff's inquiry update
    expectTypeOf<Omit<typeof INQUIRY_UPDATE_COLUMNS, 'notes'>>().toExtend<InquiryUpdateColumns>();
  });

  it('customers', () => {
    // @ts-expect-error payment_term_days is a customer input field
    expectTypeOf<Omit<typeof CUSTOMER_FIELD_COLUMNS, 'payment_term_days'>>().toExtend<CustomerColumns>();
  });

  it('categories', () => {
    // @ts-expect-error name is a category input field
    expectTypeOf<Omit<typeof CATEGORY_COLUMNS, 'name'>>().toExtend<CategoryColumns>();
  });

  it('settings: the whole input is the stored document', () => {
    expectTypeOf<Parameters<typeof updateSettings>[1]>().toEqualTypeOf<Settings>();
    expectTypeOf<(typeof settings.$inferInsert)['data']>().toEqualTypeOf<Settings>();
  });

  it('products: the field table names real columns', () => {
    type Written = keyof ReturnType<typeof columnsFromFields<ProductField, unknown>>;
    expectTypeOf<Written>().toExtend<keyof typeof products.$inferInsert>();
  });
});

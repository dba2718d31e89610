import { count, inArray } from 'drizzle-orm';
import type { Tx } from '~/db/client';
import { customerAddresses, customerContacts, customers, priceTiers } from '~/db/schema';
import type { CustomerTaxClass } from '~/domain/customer';

interface DemoCustomer {
  name: string;
  tin: string;
  businessStyle: string;
  billingAddress: string;
  taxClass: CustomerTaxClass;
  withholdingPercent: '0.00' | '1.00' | '2.00';
  paymentTermDays: number;
  creditLimit: string | null;
  /** A tier of the demo catalogue's, by name; retail when it has none of that name. */
  tier: string | null;
  tags: string[];
  contacts: { name: string; position: string; email: string; phone: string }[];
  deliveries: { label: string; address: string }[];
}

/** Buyers of the kinds the company sells to: resellers, offices, a school, a PEZA locator, an LGU, walk-ins. */
const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Visayas Freight Corporation',
    tin: '204-381-576-00000',
    businessStyle: 'Freight forwarding and logistics',
    billingAddress: '12 Osmeña Boulevard, Cebu City, Cebu 6000',
    taxClass: 'vat',
    withholdingPercent: '1.00',
    paymentTermDays: 30,
    creditLimit: '250000.00',
    tier: 'Project',
    tags: ['logistics', 'cebu'],
    contacts: [
      {
        name: 'Ana Cruz',
        position: 'Purchasing officer',
        email: 'ana.cruz@visayasfreight.ph',
        phone: '+63 917 555 0101',
      },
      {
        name: 'Rodel Yap',
        position: 'IT supervisor',
        email: 'rodel.yap@visayasfreight.ph',
        phone: '+63 32 555 0102',
      },
    ],
    deliveries: [{ label: 'Warehouse', address: 'Pier 3, North Reclamation Area, Cebu City 6000' }],
  },
  {
    name: 'Mindanao Office Depot',
    tin: '301-927-448-00000',
    businessStyle: 'Office supplies reseller',
    billingAddress: 'J.P. Laurel Avenue, Bajada, Davao City 8000',
    taxClass: 'vat',
    withholdingPercent: '0.00',
    paymentTermDays: 15,
    creditLimit: '150000.00',
    tier: 'Dealer',
    tags: ['reseller', 'davao'],
    contacts: [
      { name: 'Lito Reyes', position: 'Owner', email: 'lito@mindanaooffice.ph', phone: '+63 918 555 0201' },
    ],
    deliveries: [],
  },
  {
    name: 'Santos Trading',
    tin: '118-552-903-00000',
    businessStyle: 'General merchandise',
    billingAddress: '45 Rizal Street, San Fernando, Pampanga 2000',
    taxClass: 'vat',
    withholdingPercent: '0.00',
    paymentTermDays: 7,
    creditLimit: '80000.00',
    tier: 'Dealer',
    tags: ['reseller'],
    contacts: [
      {
        name: 'Maria Santos',
        position: 'Proprietor',
        email: 'maria@santostrading.ph',
        phone: '+63 917 555 0301',
      },
    ],
    deliveries: [],
  },
  {
    name: 'St. Scholastica Learning Center',
    tin: '402-116-735-00000',
    businessStyle: 'Private school',
    billingAddress: '88 Aguinaldo Highway, Imus, Cavite 4103',
    taxClass: 'vat_exempt',
    withholdingPercent: '0.00',
    paymentTermDays: 30,
    creditLimit: null,
    tier: 'Project',
    tags: ['school'],
    contacts: [
      {
        name: 'Sr. Teresa Lim',
        position: 'Administrator',
        email: 'admin@sslc.edu.ph',
        phone: '+63 46 555 0401',
      },
    ],
    deliveries: [],
  },
  {
    name: 'Laguna Techno Park Electronics Inc.',
    tin: '215-640-882-00000',
    businessStyle: 'Electronics assembly (PEZA-registered)',
    billingAddress: 'Lot 7 Block 3, Laguna Technopark, Biñan, Laguna 4024',
    taxClass: 'zero_rated',
    withholdingPercent: '1.00',
    paymentTermDays: 60,
    creditLimit: '500000.00',
    tier: 'Project',
    tags: ['peza'],
    contacts: [
      {
        name: 'Kenji Watanabe',
        position: 'Procurement manager',
        email: 'procurement@ltpe.ph',
        phone: '+63 49 555 0501',
      },
    ],
    deliveries: [{ label: 'Plant 2', address: 'Lot 12 Block 5, Laguna Technopark, Biñan, Laguna 4024' }],
  },
  {
    name: 'Municipality of Silang',
    tin: '000-512-334-00000',
    businessStyle: 'Local government unit',
    billingAddress: 'Municipal Hall, J.P. Rizal Street, Silang, Cavite 4118',
    taxClass: 'government',
    withholdingPercent: '1.00',
    paymentTermDays: 30,
    creditLimit: null,
    tier: null,
    tags: ['government'],
    contacts: [
      {
        name: 'Engr. Jose Dizon',
        position: 'General Services Officer',
        email: 'gso@silang.gov.ph',
        phone: '+63 46 555 0601',
      },
    ],
    deliveries: [],
  },
];

/**
 * Adds the demo buyers with their contacts and delivery addresses, in the demo catalogue's transaction; none
 * when the shop already has customers (added before its first product), whose codes the demo's could take.
 */
export async function insertDemoCustomers(tx: Tx, now: Date): Promise<number> {
  const [existing] = await tx.select({ count: count() }).from(customers);
  if (existing!.count > 0) return 0;
  const tierNames = [
    ...new Set(DEMO_CUSTOMERS.flatMap((customer) => (customer.tier ? [customer.tier] : []))),
  ];
  const tiers = await tx
    .select({ id: priceTiers.id, name: priceTiers.name })
    .from(priceTiers)
    .where(inArray(priceTiers.name, tierNames));
  const tierIds = new Map(tiers.map((tier) => [tier.name, tier.id]));
  const rows = await tx
    .insert(customers)
    .values(
      DEMO_CUSTOMERS.map((customer, index) => ({
        code: `C-${String(index + 1).padStart(5, '0')}`,
        name: customer.name,
        tin: customer.tin,
        businessStyle: customer.businessStyle,
        billingAddress: customer.billingAddress,
        taxClass: customer.taxClass,
        withholdingPercent: customer.withholdingPercent,
        paymentTermDays: customer.paymentTermDays,
        creditLimit: customer.creditLimit,
        priceTierId: customer.tier === null ? null : (tierIds.get(customer.tier) ?? null),
        tags: customer.tags,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: customers.id });
  await tx.insert(customerContacts).values(
    rows.flatMap((row, index) =>
      DEMO_CUSTOMERS[index]!.contacts.map((contact, position) => ({
        customerId: row.id,
        ...contact,
        isPrimary: position === 0,
      })),
    ),
  );
  const deliveries = rows.flatMap((row, index) =>
    DEMO_CUSTOMERS[index]!.deliveries.map((delivery) => ({ customerId: row.id, ...delivery })),
  );
  if (deliveries.length > 0) await tx.insert(customerAddresses).values(deliveries);
  return rows.length;
}

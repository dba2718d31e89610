import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakOrderProblem, percentOff, retailBreaks, unitPrice, type PricingInput } from './pricing';

const DEALER = 2;
const PROJECT = 3;

function priced(change: Partial<PricingInput>): PricingInput {
  return {
    retail: 120_000n,
    cost: null,
    tierId: null,
    tierPrice: null,
    tierPercentBasis: null,
    breaks: [],
    quantity: 1,
    ...change,
  };
}

describe('unitPrice, rule by rule', () => {
  it.each([
    ['a walk-in buyer pays retail', priced({}), 120_000n, 'retail'],
    ['a tier with its own price pays it', priced({ tierId: DEALER, tierPrice: 105_000n }), 105_000n, 'tier'],
    [
      "a tier's own price wins over its category percentage",
      priced({ tierId: DEALER, tierPrice: 110_000n, tierPercentBasis: 2_000n }),
      110_000n,
      'tier',
    ],
    [
      'a tier with 12.5 % off the category pays retail less 12.5 %',
      priced({ tierId: DEALER, tierPercentBasis: 1_250n }),
      105_000n,
      'tier-percent',
    ],
    ['a tier with neither pays retail', priced({ tierId: PROJECT }), 120_000n, 'retail'],
    [
      'a tier never pays more than retail',
      priced({ tierId: DEALER, tierPrice: 130_000n }),
      120_000n,
      'retail',
    ],
    [
      'a retail break applies from its quantity',
      priced({ quantity: 10, breaks: [{ minQuantity: 10, price: 105_000n, tierId: null }] }),
      105_000n,
      'break',
    ],
    [
      'a retail break does not apply below its quantity',
      priced({ quantity: 9, breaks: [{ minQuantity: 10, price: 105_000n, tierId: null }] }),
      120_000n,
      'retail',
    ],
    [
      "another tier's break does not apply",
      priced({
        tierId: PROJECT,
        quantity: 12,
        breaks: [{ minQuantity: 10, price: 95_000n, tierId: DEALER }],
      }),
      120_000n,
      'retail',
    ],
    [
      "the dealer's 10+ break prices 12 units",
      priced({
        tierId: DEALER,
        tierPrice: 105_000n,
        quantity: 12,
        breaks: [
          { minQuantity: 10, price: 98_000n, tierId: DEALER },
          { minQuantity: 50, price: 95_000n, tierId: DEALER },
        ],
      }),
      98_000n,
      'break',
    ],
    [
      'no discount goes below cost',
      priced({ cost: 100_000n, tierId: DEALER, tierPercentBasis: 3_000n }),
      100_000n,
      'cost-floor',
    ],
    [
      'a product already below cost at retail is not discounted further',
      priced({ retail: 90_000n, cost: 100_000n, tierId: DEALER, tierPercentBasis: 1_000n }),
      90_000n,
      'cost-floor',
    ],
  ])('%s', (_, input, price, source) => {
    expect(unitPrice(input)).toMatchObject({ price, source });
  });

  it('rounds a percentage to the nearest centavo, halves away from zero', () => {
    expect(percentOff(999n, 5_000n)).toBe(500n);
    expect(percentOff(1_001n, 3_333n)).toBe(667n);
  });
});

const tierId = fc.constantFrom(null, DEALER, PROJECT);
const money = fc.bigInt({ min: 1n, max: 100_000_000n });
const pricingInput = fc.record({
  retail: money,
  cost: fc.option(money, { nil: null }),
  tierId,
  tierPrice: fc.option(money, { nil: null }),
  tierPercentBasis: fc.option(fc.bigInt({ min: 0n, max: 10_000n }), { nil: null }),
  breaks: fc.array(fc.record({ minQuantity: fc.integer({ min: 2, max: 500 }), price: money, tierId }), {
    maxLength: 6,
  }),
  quantity: fc.integer({ min: 1, max: 1_000 }),
});

describe('unitPrice, for any prices, tiers and breaks', () => {
  it('never charges more a unit for a larger quantity', () => {
    fc.assert(
      fc.property(pricingInput, fc.integer({ min: 0, max: 1_000 }), (input, more) => {
        const larger = unitPrice({ ...input, quantity: input.quantity + more }).price;
        expect(larger <= unitPrice(input).price).toBe(true);
      }),
    );
  });

  it('never goes below cost, unless retail itself is below it, and then never below retail', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const { price } = unitPrice(input);
        if (input.cost !== null) {
          expect(price >= (input.cost < input.retail ? input.cost : input.retail)).toBe(true);
        }
      }),
    );
  });

  it('never charges a tier more than a walk-in buyer for the same quantity', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const walkIn = unitPrice({ ...input, tierId: null, tierPrice: null, tierPercentBasis: null });
        expect(unitPrice(input).price <= walkIn.price).toBe(true);
        expect(walkIn.price <= input.retail).toBe(true);
      }),
    );
  });

  it('is a price it was given or the percentage of retail', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const { price } = unitPrice(input);
        const offered = [
          input.retail,
          input.tierPrice,
          input.cost,
          input.tierPercentBasis === null ? null : percentOff(input.retail, input.tierPercentBasis),
          ...input.breaks.map((entry) => entry.price),
        ];
        expect(offered).toContain(price);
      }),
    );
  });
});

describe('retailBreaks', () => {
  it('lists each break that lowers the price, lowest quantity first', () => {
    expect(
      retailBreaks(120_000n, null, [
        { minQuantity: 50, price: 100_000n, tierId: null },
        { minQuantity: 10, price: 105_000n, tierId: null },
        { minQuantity: 20, price: 106_000n, tierId: null },
        { minQuantity: 5, price: 90_000n, tierId: DEALER },
      ]),
    ).toEqual([
      { minQuantity: 10, price: 105_000n },
      { minQuantity: 50, price: 100_000n },
    ]);
  });

  it('shows strictly falling prices for any breaks', () => {
    fc.assert(
      fc.property(pricingInput, ({ retail, cost, breaks }) => {
        const shown = retailBreaks(retail, cost, breaks);
        shown.forEach((entry, index) => {
          const before = index === 0 ? retail : shown[index - 1]!.price;
          expect(entry.price < before).toBe(true);
        });
      }),
    );
  });
});

describe('breakOrderProblem', () => {
  it('accepts breaks that fall as the quantity rises, in any order', () => {
    expect(
      breakOrderProblem([
        { minQuantity: 50, price: 95_000n },
        { minQuantity: 10, price: 98_000n },
      ]),
    ).toBeNull();
  });

  it('names a repeated quantity and a dearer larger quantity', () => {
    expect(
      breakOrderProblem([
        { minQuantity: 10, price: 98_000n },
        { minQuantity: 10, price: 97_000n },
      ]),
    ).toEqual({ index: 1, problem: 'repeated' });
    expect(
      breakOrderProblem([
        { minQuantity: 50, price: 99_000n },
        { minQuantity: 10, price: 98_000n },
      ]),
    ).toEqual({ index: 0, problem: 'dearer' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  movementRefusal,
  STOCK_MOVEMENT_KINDS,
  stockLevels,
  type StockLevels,
  type StockMovement,
} from './stock';

const empty: StockLevels = { onHand: 0, reserved: 0, available: 0 };

describe('stock as the sum of its movements', () => {
  it('reads a product’s week: received, promised, shipped, a return, a miscount', () => {
    const week: StockMovement[] = [
      { kind: 'receipt', quantity: 10 },
      { kind: 'reservation', quantity: 4 },
      { kind: 'reservation', quantity: 3 },
      { kind: 'release', quantity: 3 },
      { kind: 'shipment', quantity: 4 },
      { kind: 'return', quantity: 1 },
      { kind: 'adjustment', quantity: -2 },
    ];
    expect(stockLevels(week)).toEqual({ onHand: 5, reserved: 0, available: 5 });
  });

  it('gives the same levels summed at once or one movement at a time', () => {
    const movement = fc.record({
      kind: fc.constantFrom(...STOCK_MOVEMENT_KINDS),
      quantity: fc.integer({ min: -50, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (movements) => {
        expect(movements.reduce(applyMovement, empty)).toEqual(stockLevels(movements));
      }),
    );
  });

  it('never ships more than was promised or counts below zero', () => {
    const movement = fc.record({
      kind: fc.constantFrom(...STOCK_MOVEMENT_KINDS),
      quantity: fc.integer({ min: -20, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (attempts) => {
        let levels = empty;
        for (const attempt of attempts) {
          if (movementRefusal(levels, attempt) === null) levels = applyMovement(levels, attempt);
          expect(levels.onHand).toBeGreaterThanOrEqual(0);
          expect(levels.reserved).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('refusals', () => {
  const levels: StockLevels = { onHand: 3, reserved: 2, available: 1 };

  it.each([
    [
      { kind: 'reservation', quantity: 2 },
      { kind: 'not-available', available: 1 },
    ],
    [{ kind: 'reservation', quantity: 1 }, null],
    [
      { kind: 'shipment', quantity: 3 },
      { kind: 'more-than-reserved', reserved: 2 },
    ],
    [{ kind: 'release', quantity: 2 }, null],
    [
      { kind: 'adjustment', quantity: -4 },
      { kind: 'below-zero', onHand: 3 },
    ],
    [{ kind: 'adjustment', quantity: 0 }, { kind: 'not-positive' }],
    [{ kind: 'receipt', quantity: 0 }, { kind: 'not-positive' }],
    [{ kind: 'receipt', quantity: -1 }, { kind: 'not-positive' }],
  ] as const)('%o → %o', (movement, refusal) => {
    expect(movementRefusal(levels, movement)).toEqual(refusal);
  });

  it('records a miscount below what is promised, so the screen can say the promise is short', () => {
    const short = applyMovement(levels, { kind: 'adjustment', quantity: -2 });
    expect(movementRefusal(levels, { kind: 'adjustment', quantity: -2 })).toBeNull();
    expect(short).toEqual({ onHand: 1, reserved: 2, available: -1 });
    expect(movementRefusal(short, { kind: 'reservation', quantity: 1 })).toEqual({
      kind: 'not-available',
      available: 0,
    });
  });

  it('lets staff reserve beyond what is available when they override with a reason', () => {
    expect(movementRefusal(levels, { kind: 'reservation', quantity: 5 }, true)).toBeNull();
  });
});

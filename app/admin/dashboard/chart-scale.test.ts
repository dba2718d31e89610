import { describe, expect, it } from 'vitest';
import { DASHBOARD_MAX_TICKS } from '~/domain/constants';
import { axisScale, compactNumber, niceStep, pointXs, scaleY } from './chart-scale';

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(130)).toBe(200);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('axisScale', () => {
  it('covers the data with round ticks from zero', () => {
    expect(axisScale(23)).toEqual({ max: 25, step: 5, ticks: [0, 5, 10, 15, 20, 25] });
    expect(axisScale(100).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('keeps counts in whole steps and shows an axis for empty data', () => {
    expect(axisScale(2)).toEqual({ max: 2, step: 1, ticks: [0, 1, 2] });
    expect(axisScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(axisScale(-5).ticks).toEqual([0, 1]);
  });

  it('allows fractional steps for money when asked', () => {
    expect(axisScale(0.3, 3, false).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('never draws more than the spec cap of ticks', () => {
    expect(axisScale(1e9, 5000).ticks.length).toBeLessThanOrEqual(DASHBOARD_MAX_TICKS);
  });
});

describe('scaleY and pointXs', () => {
  it('maps zero to the bottom and max to the top, clamping outside values', () => {
    expect(scaleY(0, 10, 20, 220)).toBe(220);
    expect(scaleY(10, 10, 20, 220)).toBe(20);
    expect(scaleY(5, 10, 20, 220)).toBe(120);
    expect(scaleY(50, 10, 20, 220)).toBe(20);
    expect(scaleY(3, 0, 20, 220)).toBe(220);
  });

  it('spreads points evenly and centres a single one', () => {
    expect(pointXs(5, 0, 400)).toEqual([0, 100, 200, 300, 400]);
    expect(pointXs(1, 0, 400)).toEqual([200]);
    expect(pointXs(0, 0, 400)).toEqual([]);
  });
});

describe('compactNumber', () => {
  it('shortens thousands and millions', () => {
    expect(compactNumber(1500)).toBe('1.5K');
    expect(compactNumber(2_000_000)).toBe('2M');
    expect(compactNumber(40)).toBe('40');
  });
});

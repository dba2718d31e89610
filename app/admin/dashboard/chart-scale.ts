import { DASHBOARD_MAX_TICKS, DASHBOARD_TARGET_TICKS } from '~/domain/constants';

export interface AxisScale {
  /** The top of the axis, a whole number of steps. */
  max: number;
  step: number;
  ticks: number[];
}

/** The 1-2-5 step nearest above `raw`, so labels read 0, 20, 40 rather than 0, 17, 34. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * An axis from 0 that holds `dataMax`, with about `target` gridlines. Counts use whole steps; the spec caps
 * the ticks at DASHBOARD_MAX_TICKS whatever the step works out to.
 */
export function axisScale(dataMax: number, target = DASHBOARD_TARGET_TICKS, wholeNumbers = true): AxisScale {
  const top = Number.isFinite(dataMax) && dataMax > 0 ? dataMax : 0;
  let step = niceStep(top / Math.max(1, target));
  if (wholeNumbers) step = Math.max(1, Math.ceil(step));
  let count = Math.max(1, Math.ceil(top / step));
  if (count + 1 > DASHBOARD_MAX_TICKS) {
    step = niceStep(top / (DASHBOARD_MAX_TICKS - 1));
    count = Math.ceil(top / step);
  }
  const ticks = Array.from({ length: count + 1 }, (_, index) => round(index * step));
  return { max: round(count * step), step, ticks };
}

/** Floating steps such as 0.1 * 3 would print as 0.30000000000000004. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Maps a value on [0, max] to a y coordinate between `bottom` (0) and `top` (max). */
export function scaleY(value: number, max: number, top: number, bottom: number): number {
  if (max <= 0) return bottom;
  return bottom - (Math.min(Math.max(value, 0), max) / max) * (bottom - top);
}

/** Evenly spaced x positions of `count` points between `left` and `right`; one point sits in the middle. */
export function pointXs(count: number, left: number, right: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [(left + right) / 2];
  const gap = (right - left) / (count - 1);
  return Array.from({ length: count }, (_, index) => left + index * gap);
}

/** Short axis labels: 1,500 → 1.5k, 2,000,000 → 2M. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

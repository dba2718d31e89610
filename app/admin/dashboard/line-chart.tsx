import { useEffect, useId, useRef, useState } from 'react';
import { axisScale, compactNumber, pointXs, scaleY } from './chart-scale';

interface ChartSeries {
  name: string;
  /** A Tailwind stroke/fill colour pair for the line and its legend dot. */
  color: string;
  values: number[];
}

interface LineChartProps {
  title: string;
  description: string;
  labels: string[];
  series: ChartSeries[];
  /** Formats values in the hidden table and the axis; counts by default. */
  formatValue?: (value: number) => string;
  wholeNumbers?: boolean;
  height?: number;
}

const DEFAULT_WIDTH = 640;
const PAD = { top: 16, right: 16, bottom: 32, left: 48 };

/**
 * A small accessible line chart: the SVG carries a title and description, and the numbers sit in a visually
 * hidden table, because a screen reader cannot read values off a drawing.
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  formatValue = (value) => value.toLocaleString('en-PH'),
  wholeNumbers = true,
  height = 260,
}: LineChartProps) {
  const id = useId();
  const figure = useRef<HTMLElement>(null);
  // The drawing is as wide as its box, so 11px labels stay 11px on a phone instead of shrinking with the SVG.
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const dataMax = Math.max(0, ...series.flatMap((line) => line.values));
  const scale = axisScale(dataMax, undefined, wholeNumbers);
  const top = PAD.top;
  const bottom = height - PAD.bottom;
  const xs = pointXs(labels.length, PAD.left + 12, width - PAD.right - 12);

  return (
    <figure ref={figure} className="w-full min-w-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {scale.ticks.map((tick) => {
          const y = scaleY(tick, scale.max, top, bottom);
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y}
                y2={y}
                className={tick === 0 ? 'stroke-slate-300' : 'stroke-slate-200'}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text
                x={PAD.left - 8}
                y={y}
                dy="0.32em"
                textAnchor="end"
                className="fill-slate-500 text-[11px]"
              >
                {compactNumber(tick)}
              </text>
            </g>
          );
        })}
        {labels.map((label, index) => (
          <text
            key={label + index}
            x={xs[index]}
            y={height - 10}
            textAnchor="middle"
            className="fill-slate-500 text-[11px]"
          >
            {label}
          </text>
        ))}
        {series.map((line) => {
          const points = line.values.map((value, index) => [
            xs[index] ?? 0,
            scaleY(value, scale.max, top, bottom),
          ]);
          return (
            <g key={line.name} className={line.color}>
              <polyline
                points={points.map(([x, y]) => `${x},${y}`).join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {points.map(([x, y], index) => (
                <circle
                  key={index}
                  cx={x}
                  cy={y}
                  r={3.5}
                  className="fill-white"
                  stroke="currentColor"
                  strokeWidth={2}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        {series.map((line) => (
          <span key={line.name} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-full bg-current ${line.color}`} />
            <span className="text-slate-600">{line.name}</span>
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {series.map((line) => (
              <th key={line.name} scope="col">
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label + index}>
              <th scope="row">{label}</th>
              {series.map((line) => (
                <td key={line.name}>{formatValue(line.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

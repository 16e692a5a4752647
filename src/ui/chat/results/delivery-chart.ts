/** Where the report's two lines run in a chart of the given size (SVG user units). */
export interface ChartGeometry {
  width: number;
  height: number;
  planned: string;
  delivered: string;
  /** The largest value on the y axis, and the axis labels. */
  top: number;
  yLabels: { y: number; text: string }[];
  xLabels: { x: number; text: string }[];
}

const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

const compact = (value: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** Cumulative planned and delivered impressions per week as polyline points. */
export function chartGeometry(
  chart: { weeks: string[]; planned: number[]; delivered: number[] },
  width = 560,
  height = 220,
): ChartGeometry {
  const top = Math.max(1, ...chart.planned, ...chart.delivered);
  const span = Math.max(1, chart.weeks.length - 1);
  const x = (index: number) => PAD.left + ((width - PAD.left - PAD.right) * index) / span;
  const y = (value: number) => PAD.top + (height - PAD.top - PAD.bottom) * (1 - value / top);
  const points = (values: number[]) =>
    values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const last = chart.weeks.length - 1;
  return {
    width,
    height,
    planned: points(chart.planned),
    delivered: points(chart.delivered),
    top,
    yLabels: [0, top / 2, top].map((value) => ({ y: y(value), text: compact(value) })),
    xLabels: [
      { x: x(0), text: chart.weeks[0] ?? '' },
      ...(last > 0 ? [{ x: x(last), text: chart.weeks[last] ?? '' }] : []),
    ],
  };
}

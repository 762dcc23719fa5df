/**
 * A line chart of a series in order (publications per day): the line with a dot per value, the
 * axis maximum and the first and last labels. Its numbers are in the table of ChartFigure.
 */
import { formatNumber } from "#app/format";
import { axisMax, BRAND, ChartFigure, GRID, INK, type ChartRow } from "./ChartFigure";

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 60;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 32;

export interface LineChartProps {
  title: string;
  description: string;
  columns: [string, string];
  rows: ChartRow[];
  /** A fixed id prefix (ChartFigure's `id`). */
  id?: string;
}

export function LineChart({ title, description, columns, rows, id }: LineChartProps) {
  const top = axisMax(Math.max(0, ...rows.map((r) => r.value)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (i: number) => LEFT + (rows.length > 1 ? (i * plotWidth) / (rows.length - 1) : plotWidth / 2);
  const y = (value: number) => TOP + plotHeight - (value * plotHeight) / top;
  const points = rows.map((r, i) => `${x(i).toFixed(1)},${y(r.value).toFixed(1)}`).join(" ");
  // Each day reacts to the pointer over the whole height of its own slice of the plot.
  const slice = rows.length > 1 ? plotWidth / (rows.length - 1) : plotWidth;
  const hotspots = rows.map((r, i) => ({
    x: Math.max(LEFT, x(i) - slice / 2),
    y: TOP,
    width: Math.min(slice, WIDTH - RIGHT - Math.max(LEFT, x(i) - slice / 2)),
    height: plotHeight,
    anchorX: x(i),
    anchorY: y(r.value),
  }));
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    <ChartFigure
      title={title}
      description={description}
      columns={columns}
      rows={rows}
      id={id}
      width={WIDTH}
      height={HEIGHT}
      hotspots={hotspots}
    >
      <g fontSize="14" fill={INK}>
        <line x1={LEFT} y1={TOP} x2={WIDTH - RIGHT} y2={TOP} stroke={GRID} />
        <line x1={LEFT} y1={TOP + plotHeight} x2={WIDTH - RIGHT} y2={TOP + plotHeight} stroke={INK} />
        <text x={LEFT - 6} y={TOP + 4} textAnchor="end">
          {formatNumber(top)}
        </text>
        <text x={LEFT - 6} y={TOP + plotHeight + 4} textAnchor="end">
          0
        </text>
        {first && (
          <text x={LEFT} y={HEIGHT - 10}>
            {first.label}
          </text>
        )}
        {last && rows.length > 1 && (
          <text x={WIDTH - RIGHT} y={HEIGHT - 10} textAnchor="end">
            {last.label}
          </text>
        )}
      </g>
      <polyline points={points} fill="none" stroke={BRAND} strokeWidth="2" />
      {rows.map((r, i) => (
        <circle key={r.label} cx={x(i)} cy={y(r.value)} r="3" fill={BRAND} />
      ))}
    </ChartFigure>
  );
}

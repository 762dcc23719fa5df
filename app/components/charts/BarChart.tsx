/**
 * A horizontal bar chart (publications per organisation category): one bar per row, its label
 * on the left (shortened; the table beside it has the full label) and its number at the end.
 */
import { abbreviateCount, truncate } from "#app/format";
import { axisMax, BRAND, ChartFigure, INK, type ChartRow } from "./ChartFigure";

const WIDTH = 640;
const LABEL_WIDTH = 270;
const VALUE_WIDTH = 64;
const ROW = 28;
const BAR = 18;
const LABEL_CHARS = 32;

export interface BarChartProps {
  title: string;
  description: string;
  columns: [string, string];
  rows: ChartRow[];
  /** A fixed id prefix (ChartFigure's `id`). */
  id?: string;
}

export function BarChart({ title, description, columns, rows, id }: BarChartProps) {
  const top = axisMax(Math.max(0, ...rows.map((r) => r.value)));
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = Math.max(1, rows.length) * ROW + 8;
  // A whole row (label, bar and number) reacts to the pointer; the tooltip gives the full label.
  const hotspots = rows.map((r, i) => ({
    x: 0,
    y: 4 + i * ROW - (ROW - BAR) / 2,
    width: WIDTH,
    height: ROW,
    anchorX: LABEL_WIDTH + (r.value * plotWidth) / top / 2,
    anchorY: 4 + i * ROW,
  }));
  return (
    <ChartFigure
      title={title}
      description={description}
      columns={columns}
      rows={rows}
      id={id}
      width={WIDTH}
      height={height}
      hotspots={hotspots}
    >
      <g fontSize="14" fill={INK}>
        {rows.map((r, i) => {
          const barWidth = (r.value * plotWidth) / top;
          const rowY = 4 + i * ROW;
          return (
            <g key={r.label}>
              <text x={LABEL_WIDTH - 8} y={rowY + BAR - 5} textAnchor="end">
                {truncate(r.label, LABEL_CHARS)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={rowY}
                width={Math.max(barWidth, r.value > 0 ? 1 : 0)}
                height={BAR}
                fill={BRAND}
              />
              <text x={LABEL_WIDTH + barWidth + 6} y={rowY + BAR - 5}>
                {abbreviateCount(r.value)}
              </text>
            </g>
          );
        })}
      </g>
    </ChartFigure>
  );
}

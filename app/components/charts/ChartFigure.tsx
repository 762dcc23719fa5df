/**
 * A chart with its numbers (WCAG 1.1.1): the SVG is one image named by its <title> and described
 * by its <desc>, and the same numbers follow in a table inside a <details>, so a screen reader
 * user, a keyboard user and a reader without images all get every value. No script: the server
 * draws it. With JavaScript, pointing at (or tapping) a bar or a day shows its label and number
 * in a tooltip that stays while pointed at and that Escape dismisses (WCAG 1.4.13); the tooltip is
 * inside the image, so assistive technology reads the table instead, as before.
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import { formatNumber } from "#app/format";

export interface ChartRow {
  label: string;
  value: number;
}

export interface ChartFigureProps {
  title: string;
  description: string;
  /** The table's column headers: what a row is, and what its number counts. */
  columns: [string, string];
  rows: ChartRow[];
  width: number;
  height: number;
  /** One area per row (same order) that shows the row's tooltip when pointed at. */
  hotspots?: ChartHotspot[];
  /** The prefix of the title's and description's ids; generated when absent. A chart drawn apart
   * and kept (app/shell/kept-markup.tsx) needs a fixed one, the same in its page's browser tree. */
  id?: string;
  children: ReactNode;
}

/** Where a row is drawn: the area that reacts to the pointer, and the point the tooltip sits above. */
export interface ChartHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
}

export function ChartFigure({
  title,
  description,
  columns,
  rows,
  width,
  height,
  hotspots,
  id: fixedId,
  children,
}: ChartFigureProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (shown === null) return;
    const dismiss = (event: KeyboardEvent) => event.key === "Escape" && setShown(null);
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [shown]);
  const shownRow = shown === null ? undefined : rows[shown];
  const shownSpot = shown === null ? undefined : hotspots?.[shown];
  return (
    <figure className="govgr-chart">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
        {hotspots?.map((spot, i) => (
          <rect
            key={rows[i]?.label ?? i}
            className="govgr-chart__hotspot"
            x={spot.x}
            y={spot.y}
            width={spot.width}
            height={spot.height}
            fill="transparent"
            onPointerEnter={() => setShown(i)}
            onPointerLeave={() => setShown((current) => (current === i ? null : current))}
            onClick={() => setShown(i)}
          />
        ))}
        {shownRow && shownSpot && <ChartTooltip row={shownRow} spot={shownSpot} chartWidth={width} />}
      </svg>
      <details>
        <summary>Τα δεδομένα του γραφήματος σε πίνακα</summary>
        <table className="govgr-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatNumber(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const TOOLTIP_HEIGHT = 28;
/** About the width of one character at the tooltip's 14px, to size its box without measuring. */
const CHARACTER_WIDTH = 8;

/** The label and number of one row, above its point (below it near the top), kept inside the chart. */
function ChartTooltip({ row, spot, chartWidth }: { row: ChartRow; spot: ChartHotspot; chartWidth: number }) {
  const text = `${row.label}: ${formatNumber(row.value)}`;
  const boxWidth = text.length * CHARACTER_WIDTH + 16;
  const left = Math.min(Math.max(0, spot.anchorX - boxWidth / 2), Math.max(0, chartWidth - boxWidth));
  const top = spot.anchorY - TOOLTIP_HEIGHT - 8 >= 0 ? spot.anchorY - TOOLTIP_HEIGHT - 8 : spot.anchorY + 8;
  return (
    <g className="govgr-chart__tooltip" pointerEvents="none" data-testid="chart-tooltip">
      <rect x={left} y={top} width={boxWidth} height={TOOLTIP_HEIGHT} rx="3" fill="#ffffff" stroke={INK} />
      <text x={left + 8} y={top + 19} fontSize="14" fill={INK}>
        {text}
      </text>
    </g>
  );
}

/** A round upper bound for an axis: 1, 2, 5, 10, 20, 50 … at least `max` (and at least 1). */
export function axisMax(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((m) => m >= max) ?? 10 * step;
}

export const INK = "#0b0c0c";
export const BRAND = "#003476";
export const GRID = "#b1b4b6";

/**
 * A chart with its numbers (WCAG 1.1.1): the SVG is one image named by its <title> and described
 * by its <desc>, and the same numbers follow in a table inside a <details>, so a screen reader
 * user, a keyboard user and a reader without images all get every value. No script: the server
 * draws it.
 */
import { useId, type ReactNode } from "react";
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
  children: ReactNode;
}

export function ChartFigure({ title, description, columns, rows, width, height, children }: ChartFigureProps) {
  const id = useId();
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

/** A round upper bound for an axis: 1, 2, 5, 10, 20, 50 … at least `max` (and at least 1). */
export function axisMax(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((m) => m >= max) ?? 10 * step;
}

export const INK = "#0b0c0c";
export const BRAND = "#003476";
export const GRID = "#b1b4b6";

// One WHO growth chart, drawn on the server as SVG (no chart library, no client script): the
// −2/0/+2 SD curves of the WHO standard for the child's sex, the typical band between −2 and
// +2 shaded, and the child's measurements as dots. Screen readers get a title and a
// description here and the full list of points in GrowthTable next to it.
import { curve, type Indicator, type Sex } from "@/lib/children/growth-standards";
import { DAYS_PER_MONTH, linePath, monthTicks, scales, valueTicks, type ChartPoint, type Frame } from "./chart-scale";

const FRAME: Frame = { width: 320, height: 230, left: 38, right: 10, top: 14, bottom: 40 };
const COLORS = { band: "#dcfce7", median: "#15803d", sd2: "#b45309", point: "#1d4ed8", flagged: "#be123c", grid: "#e7e5e4", text: "#44403c" };

export interface GrowthChartProps {
  id: string;
  indicator: Indicator;
  sex: Sex;
  lastDay: number;
  points: ChartPoint[];
  unit: string;
  title: string;
  description: string;
  ageAxis: string;
  formatTick: (value: number) => string;
}

export function GrowthChart({ id, indicator, sex, lastDay, points, unit, title, description, ageAxis, formatTick }: GrowthChartProps) {
  const step = Math.max(1, Math.round(lastDay / 80));
  const lines = curve(indicator, sex, 0, lastDay, step, [-2, 0, 2]);
  const values = [...lines.flatMap((p) => [p.values[0], p.values[2]]), ...points.map((p) => p.value)];
  const y = valueTicks(Math.min(...values), Math.max(...values));
  const scale = scales(FRAME, lastDay, y.min, y.max);
  const path = (index: number) => linePath(lines.map((p) => [scale.x(p.ageDays), scale.y(p.values[index])]));
  const band = `${path(2)} ${linePath([...lines].reverse().map((p) => [scale.x(p.ageDays), scale.y(p.values[0])])).replace(/^M/, "L")} Z`;
  const plotBottom = FRAME.height - FRAME.bottom;
  const plotRight = FRAME.width - FRAME.right;

  return (
    <svg
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      fontFamily="system-ui, sans-serif"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {y.ticks.map((tick) => (
        <g key={`y${tick}`}>
          <line x1={FRAME.left} x2={plotRight} y1={scale.y(tick)} y2={scale.y(tick)} stroke={COLORS.grid} />
          <text x={FRAME.left - 5} y={scale.y(tick) + 4} fontSize="11" textAnchor="end" fill={COLORS.text}>
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {monthTicks(lastDay).map((month) => (
        <g key={`x${month}`}>
          <line x1={scale.x(month * DAYS_PER_MONTH)} x2={scale.x(month * DAYS_PER_MONTH)} y1={FRAME.top} y2={plotBottom} stroke={COLORS.grid} />
          <text x={scale.x(month * DAYS_PER_MONTH)} y={plotBottom + 14} fontSize="11" textAnchor="middle" fill={COLORS.text}>
            {month}
          </text>
        </g>
      ))}
      <text x={(FRAME.left + plotRight) / 2} y={FRAME.height - 6} fontSize="11" textAnchor="middle" fill={COLORS.text}>
        {ageAxis}
      </text>
      <text x={4} y={10} fontSize="11" fill={COLORS.text}>
        {unit}
      </text>
      <path d={band} fill={COLORS.band} />
      <path d={path(0)} fill="none" stroke={COLORS.sd2} strokeWidth="1.5" strokeDasharray="5 4" />
      <path d={path(2)} fill="none" stroke={COLORS.sd2} strokeWidth="1.5" strokeDasharray="5 4" />
      <path d={path(1)} fill="none" stroke={COLORS.median} strokeWidth="2" />
      {points.length > 1 && (
        <path d={linePath(points.map((p) => [scale.x(p.ageDays), scale.y(p.value)]))} fill="none" stroke={COLORS.point} strokeWidth="1.5" />
      )}
      {points.map((p, i) => (
        <circle
          key={`${p.recordedAt}-${i}`}
          cx={scale.x(p.ageDays)}
          cy={scale.y(p.value)}
          r="4.5"
          fill={p.flag ? COLORS.flagged : COLORS.point}
          stroke="#fff"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

/** The chart's legend in HTML (readable text size on a phone, unlike text inside the SVG). */
export function ChartLegend({ median, band, child }: { median: string; band: string; child: string }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-0.5 w-5" style={{ background: COLORS.median }} /> {median}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm border-y-2 border-dashed" style={{ background: COLORS.band, borderColor: COLORS.sd2 }} /> {band}
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block size-3 rounded-full" style={{ background: COLORS.point }} /> {child}
      </li>
    </ul>
  );
}

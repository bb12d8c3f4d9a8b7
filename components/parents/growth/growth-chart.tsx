// One WHO growth chart, drawn on the server as SVG (no chart library, no client script): the
// −2/0/+2 SD curves of the WHO standard for the child's sex, the normal range between −2 and
// +2 shaded, and the child's measurements as dots. The data sit inside the frame with room to
// spare (DATA_INSET), the age axis reads in years once it spans more than 24 months, and the
// chart stops growing at 28rem so its labels stay the size of the page's text on a desktop.
// Screen readers get a title and a description here and the full list of points in
// GrowthTable next to it.
import { curve, type Indicator, type Sex } from "@/lib/children/growth-standards";
import { DOT, FRAME, ageTicks, linePath, scales, valueTicks, type ChartPoint } from "./chart-scale";

const COLORS = { band: "#dcfce7", median: "#15803d", sd2: "#b45309", point: "#1d4ed8", flagged: "#be123c", grid: "#e7e5e4", text: "#44403c", axis: "#a8a29e" };

export interface GrowthChartProps {
  id: string;
  indicator: Indicator;
  sex: Sex;
  lastDay: number;
  points: ChartPoint[];
  unit: string;
  title: string;
  description: string;
  /** The age axis' title for an axis in months and in years. */
  ageAxis: { months: string; years: string };
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
  const age = ageTicks(lastDay);

  return (
    <svg
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="mx-auto h-auto w-full max-w-md"
      fontFamily="system-ui, sans-serif"
      data-age-unit={age.unit}
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
      {age.ticks.map((tick) => (
        <g key={`x${tick.day}`}>
          <line x1={scale.x(tick.day)} x2={scale.x(tick.day)} y1={FRAME.top} y2={plotBottom} stroke={COLORS.grid} />
          <text x={scale.x(tick.day)} y={plotBottom + 14} fontSize="11" textAnchor="middle" fill={COLORS.text} data-axis="age">
            {formatTick(tick.value)}
          </text>
        </g>
      ))}
      <rect x={FRAME.left} y={FRAME.top} width={plotRight - FRAME.left} height={plotBottom - FRAME.top} fill="none" stroke={COLORS.axis} />
      <text x={(FRAME.left + plotRight) / 2} y={FRAME.height - 6} fontSize="11" textAnchor="middle" fill={COLORS.text}>
        {age.unit === "years" ? ageAxis.years : ageAxis.months}
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
          r={DOT.radius}
          fill={p.flag ? COLORS.flagged : COLORS.point}
          stroke="#fff"
          strokeWidth={DOT.outline}
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

/**
 * The reports' two charts, drawn as SVG by hand: bars for values side by side, columns for a count per week. A
 * charting library would add far more code than these two shapes need. Each chart is one image with a text
 * alternative; the same figures stand in a table beside it for anyone who reads rather than looks.
 */

export interface Bar {
  label: string;
  value: number;
  /** The value as people read it ("₹5,00,000", "75%"). */
  shown: string;
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 170;
const WIDTH = 520;

/** Shortens a label to what fits beside its bar; the table keeps it whole. */
const fit = (text: string, max = 26) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars, longest first as given, each labelled with its value. */
export function BarChart({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const room = WIDTH - LABEL_WIDTH - 80;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${Math.max(height, BAR_HEIGHT)}`} className="h-auto w-full max-w-xl">
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const width = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * room);
        return (
          <g key={`${bar.label}-${i}`}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" className="fill-ink text-[13px]">
              {fit(bar.label)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={4} className="fill-teal" />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="fill-ink text-[13px]">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const COLUMN_AREA = 140;

/** One column per week, oldest on the left, the count above each. */
export function WeekColumns({ counts, weeks, label }: { counts: number[]; weeks: string[]; label: string }) {
  const max = Math.max(1, ...counts);
  const step = WIDTH / Math.max(counts.length, 1);
  const width = Math.min(36, step * 0.7);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${COLUMN_AREA + 40}`} className="h-auto w-full max-w-xl">
      {counts.map((count, i) => {
        const height = (count / max) * COLUMN_AREA;
        const x = i * step + (step - width) / 2;
        return (
          <g key={weeks[i]}>
            <rect x={x} y={COLUMN_AREA + 16 - height} width={width} height={height} rx={3} className="fill-teal" />
            <text x={x + width / 2} y={COLUMN_AREA + 10 - height} textAnchor="middle" className="fill-ink text-[12px]">
              {count}
            </text>
            <text x={x + width / 2} y={COLUMN_AREA + 34} textAnchor="middle" className="fill-muted text-[11px]">
              {weeks[i]?.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

import type { IndicatorRate } from '@portal/contracts';

const short: Record<IndicatorRate['key'], string> = {
  employment_q2: 'Employed Q2',
  employment_q4: 'Employed Q4',
  median_earnings_q2: 'Median earnings',
  credential_attainment: 'Credential',
  measurable_skill_gains: 'Skill gains',
};

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);

/**
 * The rates as horizontal bars, 0 to 100 %, in plain SVG (no chart library: four bars do not need one). The figures
 * are in the table next to it as well; the chart is one image with a text alternative.
 */
export function IndicatorsChart({ rates, title }: { rates: IndicatorRate[]; title: string }) {
  const rowHeight = 36;
  const labelWidth = 120;
  const barWidth = 220;
  const height = rates.length * rowHeight + 24;
  const description = rates.map((r) => `${r.label}: ${percent(r.rate)}`).join('; ');
  return (
    <svg
      role="img"
      aria-label={`${title}. ${description}`}
      viewBox={`0 0 ${labelWidth + barWidth + 60} ${height}`}
      width="100%"
      style={{ maxWidth: 640, display: 'block' }}
    >
      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <line
            x1={labelWidth + tick * barWidth}
            x2={labelWidth + tick * barWidth}
            y1={0}
            y2={height - 18}
            stroke="var(--mantine-color-gray-4)"
            strokeDasharray="3 3"
          />
          <text
            x={labelWidth + tick * barWidth}
            y={height - 4}
            fontSize={11}
            textAnchor="middle"
            fill="var(--mantine-color-dark-6)"
          >
            {`${tick * 100}%`}
          </text>
        </g>
      ))}
      {rates.map((r, index) => {
        const y = index * rowHeight + 6;
        return (
          <g key={r.key} data-testid={`bar-${r.key}`}>
            <text x={0} y={y + 17} fontSize={12} fill="var(--mantine-color-dark-7)">
              {short[r.key]}
            </text>
            <rect x={labelWidth} y={y} width={barWidth} height={24} fill="var(--mantine-color-gray-1)" rx={3} />
            <rect
              x={labelWidth}
              y={y}
              width={Math.max(0, (r.rate ?? 0) * barWidth)}
              height={24}
              fill="var(--mantine-color-blue-7)"
              rx={3}
            />
            <text x={labelWidth + barWidth + 6} y={y + 17} fontSize={12} fill="var(--mantine-color-dark-7)">
              {percent(r.rate)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The dashboard's charts (@mantine/charts on recharts), loaded lazily with the dashboard's chunk so
 * recharts never reaches the shell. Each chart is decoration for sighted users (aria-hidden); the
 * figures themselves are in the table beside it (dashboard-screen.tsx), which screen readers read
 * and whose cells link to the compliance list.
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { RingProgress, Text } from '@mantine/core';
import { memo } from 'react';

export interface ChartTexts {
  comply: string;
  notComply: string;
  rate: string;
}

function RateRingChart({ rate, label }: { rate: number; label: string }) {
  return (
    <div aria-hidden="true" data-testid="rate-ring">
      <RingProgress
        size={160}
        thickness={16}
        roundCaps
        sections={[{ value: rate, color: 'teal.8' }]}
        label={
          <Text ta="center" fw={700} size="xl">
            {label}
          </Text>
        }
      />
    </div>
  );
}

/**
 * No drawing animation: recharts re-renders the whole chart on every frame of it, about a second
 * of blocked main thread when the dashboard opens on a phone (Lighthouse measured 2 s of blocking
 * time), for figures that are read, not watched.
 */
const STILL = { isAnimationActive: false } as const;

function BarsChart({
  data,
  series,
  dataKey,
  horizontal,
}: {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  dataKey: string;
  horizontal?: boolean;
}) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={Math.max(160, horizontal ? data.length * 36 : 200)}
        data={data}
        dataKey={dataKey}
        series={series}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        withTooltip={false}
        withLegend={series.length > 1}
        yAxisProps={horizontal ? { width: 110 } : undefined}
        // recharts' keyboard layer makes the hidden chart focusable; the table beside it is the accessible view.
        barChartProps={{ accessibilityLayer: false }}
        barProps={STILL}
      />
    </div>
  );
}

function RateLineChart({
  data,
  label,
}: {
  data: { month: string; rate: number | null }[];
  label: string;
}) {
  return (
    <div aria-hidden="true">
      <LineChart
        h={200}
        data={data}
        dataKey="month"
        series={[{ name: 'rate', label, color: 'indigo.7' }]}
        connectNulls={false}
        withTooltip={false}
        yAxisProps={{ domain: [0, 100] }}
        lineChartProps={{ accessibilityLayer: false }}
        lineProps={STILL}
      />
    </div>
  );
}

/**
 * A chart renders again only when its figures change: the dashboard re-renders as the sync and
 * the server's answers arrive, each time with new arrays of the same numbers, and every recharts
 * render measures its text and lines again (tens of milliseconds each on a phone).
 */
const sameFigures = <P,>(a: P, b: P) => JSON.stringify(a) === JSON.stringify(b);
export const RateRing = memo(RateRingChart, sameFigures);
export const Bars = memo(BarsChart, sameFigures);
export const RateLine = memo(RateLineChart, sameFigures);

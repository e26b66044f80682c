import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const drawn = vi.hoisted(() => ({ bars: 0, lines: 0, props: [] as Record<string, unknown>[] }));
vi.mock('@mantine/charts', () => ({
  BarChart: (props: Record<string, unknown>) => {
    drawn.bars += 1;
    drawn.props.push(props);
    return null;
  },
  LineChart: (props: Record<string, unknown>) => {
    drawn.lines += 1;
    drawn.props.push(props);
    return null;
  },
}));

const { Bars, RateLine } = await import('./dashboard-charts');

describe('dashboard charts', () => {
  it('draw again only when their figures change, and never animate', () => {
    const series = () => [{ name: 'comply', label: 'Comply', color: 'green.7' }];
    const ui = (comply: number) => (
      <MantineProvider>
        <Bars data={[{ sector: 'Energy', comply }]} series={series()} dataKey="sector" />
        <RateLine data={[{ month: '2026-11', rate: comply }]} label="Rate" />
      </MantineProvider>
    );
    const { rerender } = render(ui(3));
    expect([drawn.bars, drawn.lines]).toEqual([1, 1]);
    // The same numbers in new arrays (the dashboard's next render): nothing is drawn again.
    rerender(ui(3));
    expect([drawn.bars, drawn.lines]).toEqual([1, 1]);
    rerender(ui(4));
    expect([drawn.bars, drawn.lines]).toEqual([2, 2]);
    expect(
      drawn.props.every(
        (p) => JSON.stringify(p.barProps ?? p.lineProps) === '{"isAnimationActive":false}',
      ),
    ).toBe(true);
  });
});

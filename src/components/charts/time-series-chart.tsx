import { Axis, BarSeries, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { startTransition, useEffect, useRef, useState } from 'react';

export interface SeriesPoint {
  /** Category label on the x axis, e.g. '2026-06'. */
  label: string;
  value: number;
}

export interface TimeSeriesChartProps {
  kind: 'line' | 'bar';
  /** Oldest to newest, left to right. */
  data: SeriesPoint[];
  /** Accessible name of the chart. */
  label: string;
  seriesName: string;
  formatAxis(value: number): string;
  /** Unit written beside the value axis, e.g. 'VND'. */
  unit?: string;
  formatTooltip(value: number): string;
  height?: number;
}

const x = (p: SeriesPoint) => p.label;
const y = (p: SeriesPoint) => p.value;

/**
 * The figure's width, measured as it changes. The chart is drawn in a transition: React renders it in
 * slices it can interrupt, so drawing visx's axes and series never blocks the page in one long task (visx's
 * own ParentSize sets its width outside one).
 */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const figure = ref.current;
    if (!figure) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      startTransition(() => setWidth(next));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** One series over months on a band scale; width follows the figure's. */
export function TimeSeriesChart({
  kind,
  data,
  label,
  seriesName,
  formatAxis,
  formatTooltip,
  unit,
  height = 280,
}: TimeSeriesChartProps) {
  // Month labels (YYYY-MM) overlap beyond about six on a half-width card.
  const step = Math.max(1, Math.ceil(data.length / 6));
  // Counted from the newest month, so the latest one always has its label and none collide.
  const ticks = data.filter((_, i) => (data.length - 1 - i) % step === 0).map(x);
  const [ref, width] = useWidth();
  return (
    // The figure has the chart's height before the chart is drawn, so nothing moves when it is.
    <figure
      ref={ref}
      role="img"
      aria-label={label}
      className="m-0"
      style={{ height }}
      data-points={data.length}
    >
      {width > 0 ? (
        <XYChart
          width={width}
          height={height}
          margin={{ top: 16, right: 16, bottom: 36, left: 64 }}
          xScale={{ type: 'band', paddingInner: kind === 'bar' ? 0.3 : 0, paddingOuter: 0.1 }}
          yScale={{ type: 'linear', nice: true, zero: true }}
        >
          <Grid columns={false} numTicks={5} lineStyle={{ stroke: 'hsl(var(--border))' }} />
          <Axis orientation="bottom" tickValues={ticks} tickLabelProps={{ fontSize: 11 }} />
          <Axis
            orientation="left"
            numTicks={5}
            tickFormat={(v: number) => formatAxis(v)}
            tickLabelProps={{ fontSize: 11 }}
            label={unit}
            labelOffset={28}
          />
          {kind === 'line' ? (
            <LineSeries
              dataKey={seriesName}
              data={data}
              xAccessor={x}
              yAccessor={y}
              stroke="hsl(var(--info))"
            />
          ) : (
            <BarSeries
              dataKey={seriesName}
              data={data}
              xAccessor={x}
              yAccessor={y}
              colorAccessor={() => 'hsl(var(--primary))'}
            />
          )}
          <Tooltip<SeriesPoint>
            snapTooltipToDatumX
            snapTooltipToDatumY
            showVerticalCrosshair={kind === 'line'}
            showSeriesGlyphs={kind === 'line'}
            renderTooltip={({ tooltipData }) => {
              const datum = tooltipData?.nearestDatum?.datum;
              if (!datum) return null;
              return (
                <div className="text-xs" data-testid="chart-tooltip">
                  <div className="font-semibold">{datum.label}</div>
                  <div>
                    {seriesName}: {formatTooltip(datum.value)}
                  </div>
                </div>
              );
            }}
          />
        </XYChart>
      ) : null}
    </figure>
  );
}

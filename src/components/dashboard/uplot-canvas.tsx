// Draws hourly series with uPlot, loaded only when a chart first shows (the dashboard is Staff's; no visitor
// downloads the library). The canvas is hidden from screen readers: each chart's table says the same.
import { useEffect, useRef } from 'react';
import type uPlotType from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  dash?: boolean;
}

let loading: Promise<typeof uPlotType> | null = null;
function loadUplot(): Promise<typeof uPlotType> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);
  return loading;
}

export function UplotCanvas({ series, kind, height = 200 }: { series: ChartSeries[]; kind: 'bars' | 'lines'; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let plot: uPlotType | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void loadUplot().then((uPlot) => {
      if (gone) return;
      const hours = Array.from({ length: 24 }, (_, h) => h);
      const width = () => Math.max(200, el.clientWidth);
      plot = new uPlot(
        {
          width: width(),
          height,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, 23.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
          axes: [
            { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) && t % 3 === 0 ? String(t) : '')), size: 28, font: '12px system-ui', stroke: '#4b5563', grid: { show: false } },
            { size: 48, font: '12px system-ui', stroke: '#4b5563', grid: { stroke: '#e5e7eb' } },
          ],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              width: 2,
              dash: s.dash ? [6, 4] : undefined,
              fill: kind === 'bars' ? s.color : undefined,
              points: { show: false },
              paths: kind === 'bars' ? uPlot.paths.bars!({ size: [0.7, 40] }) : undefined,
            })),
          ],
        },
        [hours, ...series.map((s) => s.values)],
        el,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: width(), height }));
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, kind, height]);
  return <div ref={box} aria-hidden="true" data-chart={kind} style={{ minHeight: height, width: '100%' }} />;
}

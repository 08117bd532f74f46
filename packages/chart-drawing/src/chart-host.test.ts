import { describe, expect, it } from 'vitest';
import { chartInk } from './chart-support';
import { createChartHost } from './chart-host';
import { registerChartParts } from './chart-parts';
import { type ChartSpec } from './chart-spec';
import { recordingCanvas } from './testing/recording-canvas';

registerChartParts();

const cashFlow: ChartSpec = {
  kind: 'bar',
  labels: ['Gen', 'Feb', 'Mar'],
  series: [
    { label: 'Entrate', data: [3200, 3400, 3100] },
    { label: 'Uscite', data: [2100, 2500, 1900] },
  ],
  axis: 'euro-k',
};

/** A host with one chart drawn on a recording canvas, as the worker would after `create`. */
function drawnChart(spec: ChartSpec = cashFlow) {
  const host = createChartHost();
  const surface = recordingCanvas();
  host.create({
    id: 1,
    canvas: surface.canvas,
    width: 400,
    height: 240,
    devicePixelRatio: 2,
    spec,
    theme: 'light',
  });
  return { host, ...surface };
}

// it-IT puts a no-break space before €: compared as a plain space.
const texts = (drawn: ReturnType<typeof drawnChart>) =>
  drawn.texts().map((t) => t.text.replace(/\s/g, ' '));

describe('the chart worker host', () => {
  it('draws a created chart at the screen’s density', () => {
    const chart = drawnChart();
    expect(chart.canvas).toMatchObject({ width: 800, height: 480 });
    // it-IT ticks in thousands, and the legend of the two series.
    expect(texts(chart)).toEqual(expect.arrayContaining(['3,0k €', 'Gen', 'Entrate', 'Uscite']));
    // Ticks 500 € apart: each reads differently (not 3k €, 2k €, 2k €…).
    const ticks = texts(chart).filter((text) => text.endsWith('k €'));
    expect(ticks.length).toBeGreaterThan(2);
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  it('shows the tooltip of the month under the pointer, and hides it when the pointer leaves', () => {
    const chart = drawnChart();
    chart.clear();
    chart.host.pointer(1, { event: 'pointermove', x: 330, y: 120 });
    expect(texts(chart)).toEqual(
      expect.arrayContaining(['Mar', 'Entrate: 3.100 €', 'Uscite: 1.900 €']),
    );
    chart.clear();
    chart.host.pointer(1, { event: 'pointerleave', x: 0, y: 0 });
    expect(texts(chart)).not.toContain('Entrate: 3.100 €');
  });

  it('shows the tooltip on a touch too', () => {
    const chart = drawnChart();
    chart.clear();
    chart.host.pointer(1, { event: 'pointerdown', x: 70, y: 120 });
    expect(texts(chart)).toContain('Entrate: 3.200 €');
  });

  it('redraws in the new size, and keeps the drawing while the box measures 0', () => {
    const chart = drawnChart();
    chart.host.resize(1, { width: 300, height: 200, devicePixelRatio: 3 });
    expect(chart.canvas).toMatchObject({ width: 900, height: 600 });
    chart.host.resize(1, { width: 0, height: 0, devicePixelRatio: 3 });
    expect(chart.canvas).toMatchObject({ width: 900, height: 600 });
  });

  it('redraws with the dark ink and new figures after an update', () => {
    const chart = drawnChart();
    chart.clear();
    const figures = { ...cashFlow, labels: ['Apr'], series: [{ label: 'Entrate', data: [5000] }] };
    chart.host.update(1, figures, 'dark');
    expect(chart.texts()).toContainEqual({ text: 'Apr', color: chartInk.dark.text });
    expect(texts(chart)).not.toContain('Gen');
  });

  it('forgets a destroyed chart: later messages for it draw nothing', () => {
    const chart = drawnChart();
    chart.host.destroy(1);
    chart.clear();
    chart.host.pointer(1, { event: 'pointermove', x: 330, y: 120 });
    chart.host.update(1, cashFlow, 'dark');
    expect(chart.texts()).toEqual([]);
  });

  it('refuses a chart it cannot draw, so the page draws it itself', () => {
    const host = createChartHost();
    const { canvas } = recordingCanvas();
    // A canvas whose context is gone (chart.js reads the canvas through it).
    Object.assign(canvas, { getContext: () => null });
    expect(() =>
      host.create({
        id: 7,
        canvas,
        width: 400,
        height: 240,
        devicePixelRatio: 1,
        spec: cashFlow,
        theme: 'light',
      }),
    ).toThrow('Il canvas non disegna in 2D');
  });
});

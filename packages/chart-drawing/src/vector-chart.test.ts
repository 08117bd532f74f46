import { describe, expect, it } from 'vitest';
import { chartPalette } from './chart-support';
import { niceTicks, tint, vectorChart, type VectorShape } from './vector-chart';

const box = { width: 300, height: 180 };
const texts = (shapes: VectorShape[]) =>
  shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 9.5)).toEqual([0, 2, 4, 6, 8, 10]);
    const ticks = niceTicks(1_100_000, 1_250_000);
    expect(ticks[0]).toBeLessThanOrEqual(1_100_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1_250_000);
  });
});

describe('vectorChart', () => {
  it('labels the value axis with the screen charts’ it-IT formatters, inside the box', () => {
    const shapes = vectorChart(
      {
        kind: 'area',
        labels: ['Lug', 'Ago', 'Set'],
        series: [{ label: 'Patrimonio', data: [1_135_000, 1_160_000, 1_247_500] }],
        axis: 'euro-k',
      },
      box,
    );
    expect(texts(shapes)).toEqual(expect.arrayContaining(['Lug', 'Set', 'Patrimonio']));
    expect(texts(shapes).filter((label) => label.endsWith(' M€'))).not.toEqual([]);
    for (const shape of shapes) {
      const points = shape.kind === 'text' ? [shape.at] : shape.points;
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(box.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(box.height);
      }
    }
  });

  it('draws a donut slice per label in the palette, with a legend', () => {
    const shapes = vectorChart(
      {
        kind: 'donut',
        labels: ['Azioni', 'Obbligazioni', 'Liquidità'],
        series: [{ label: 'Quota', data: [60, 30, 10] }],
        axis: 'percent',
        cutout: '55%',
      },
      box,
    );
    const fills = shapes.flatMap((s) => (s.kind === 'polygon' ? [s.fill] : []));
    expect(fills.slice(0, 3)).toEqual(chartPalette.slice(0, 3));
    expect(texts(shapes)).toEqual(['Azioni', 'Obbligazioni', 'Liquidità']);
  });

  it('tints a colour over white as an opaque one', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('#0d9488', 0)).toBe('#ffffff');
  });
});

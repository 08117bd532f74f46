// Paints a chart's vector shapes (chart-drawing's vectorChart) on a jsPDF page: lines and
// filled polygons as PDF paths, labels as text in the document's font.
import { type jsPDF } from 'jspdf';
import { type Point, type VectorShape } from '@traguardo/chart-drawing/vector-chart';

/** The path from the first point through the others, as jsPDF's relative segments. */
function segments(points: readonly Point[]): number[][] {
  return points.slice(1).map(([x, y], i) => {
    const [px, py] = points[i] ?? [x, y];
    return [x - px, y - py];
  });
}

/** Paints `shapes` with their origin at (`left`, `top`); `font` is the text's family. */
export function paintVectorChart(
  doc: jsPDF,
  shapes: readonly VectorShape[],
  left: number,
  top: number,
  font: string,
): void {
  for (const shape of shapes) {
    if (shape.kind === 'text') {
      doc.setFont(font, 'normal');
      doc.setFontSize(shape.size);
      doc.setTextColor(shape.color);
      doc.text(shape.text, left + shape.at[0], top + shape.at[1], {
        align: shape.align,
        baseline: 'top',
      });
      continue;
    }
    const [first, ...rest] = shape.points;
    if (first === undefined || rest.length === 0) continue;
    if (shape.kind === 'polygon') {
      doc.setFillColor(shape.fill);
      doc.lines(segments(shape.points), left + first[0], top + first[1], [1, 1], 'F', true);
    } else {
      doc.setDrawColor(shape.color);
      doc.setLineWidth(shape.width);
      doc.lines(segments(shape.points), left + first[0], top + first[1], [1, 1], 'S', false);
    }
  }
}

// jsPDF imports html2canvas, DOMPurify and canvg on demand for its html() and SVG
// features, which the report never calls. The advisor's build points those imports here,
// so the PDF worker does not carry some 250 KB of code it never runs.
export function unavailable(): never {
  throw new Error('Funzione di jsPDF non inclusa in Traguardo.');
}

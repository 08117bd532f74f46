import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../../vite.config.base';

const config = defineAppConfig({
  base: '/advisor/',
  port: 5175,
  pwa: {
    name: 'Traguardo – Consulente',
    shortName: 'Consulente',
    description: 'Clienti, indicatori e report del tuo studio di consulenza, anche offline.',
  },
});

/**
 * `TRAGUARDO_SCALE_CLIENTS=10000 vite build` makes a scale build for `pnpm bench:scale`:
 * the app shows that many generated clients instead of the sample ones. Without the
 * variable nothing is defined and the build is the product's own.
 */
function scaleDefine(value: string | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`TRAGUARDO_SCALE_CLIENTS deve essere un intero ≥ 0, non '${value}'.`);
  }
  return { 'import.meta.env.TRAGUARDO_SCALE_CLIENTS': JSON.stringify(count) };
}

/** jsPDF's optional imports for html() and SVG, unused by the report (see the stub). */
const unusedJspdfModules = Object.fromEntries(
  ['html2canvas', 'dompurify', 'canvg'].map((name) => [
    name,
    fileURLToPath(new URL('./src/features/reports/pdf/jspdf-unused-modules.ts', import.meta.url)),
  ]),
);

export default {
  ...config,
  resolve: { ...config.resolve, alias: unusedJspdfModules },
  define: { ...config.define, ...scaleDefine(process.env.TRAGUARDO_SCALE_CLIENTS) },
};

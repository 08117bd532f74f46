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
};

import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Registers what the chart wrappers draw, and nothing else (not chart.js/auto): line, area,
 * bar, donut/pie and fan charts with category and value axes, tooltip and legend. Wherever
 * chart.js runs — the chart worker, or the main thread where no worker can draw.
 */
export function registerChartParts(): void {
  Chart.register(
    CategoryScale,
    LinearScale,
    Tooltip,
    Legend,
    Filler,
    LineController,
    LineElement,
    PointElement,
    BarController,
    BarElement,
    DoughnutController,
    ArcElement,
  );
}

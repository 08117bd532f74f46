// A bare page of our stack: React 19, the router, react-hot-toast and three chart.js charts
// registered eagerly, nothing else. Not a product page: the baseline every route of
// `pnpm bench:lighthouse` is measured against.
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { StrictMode } from 'react';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './index.css';

ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);

const months = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];
const series = months.map((_, index) => 100 + index * 7);

function BaselinePage() {
  return (
    <main className="mx-auto max-w-2xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold">Pagina di riferimento</h1>
      <p>Lo stesso stack delle app, senza codice dell’app: tre grafici e un router.</p>
      <div className="h-64">
        <Line
          aria-label="Serie mensile"
          options={{ maintainAspectRatio: false }}
          data={{ labels: months, datasets: [{ label: 'Serie', data: series, fill: true }] }}
        />
      </div>
      <div className="h-64">
        <Doughnut
          aria-label="Ripartizione"
          options={{ maintainAspectRatio: false }}
          data={{ labels: ['A', 'B', 'C'], datasets: [{ data: [50, 30, 20] }] }}
        />
      </div>
      <div className="h-64">
        <Bar
          aria-label="Barre mensili"
          options={{ maintainAspectRatio: false }}
          data={{ labels: months, datasets: [{ label: 'Barre', data: series }] }}
        />
      </div>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: BaselinePage }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

const container = document.getElementById('root');
if (container === null) throw new Error('Elemento #root mancante');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster />
  </StrictMode>,
);

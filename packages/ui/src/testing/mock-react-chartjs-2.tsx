// jsdom has no canvas: tests swap react-chartjs-2 for a plain canvas with the same
// accessible name, via `vi.mock('react-chartjs-2', () => import('./testing/mock-react-chartjs-2'))`.
type MockChartProps = { 'aria-label'?: string; role?: string };

function MockChart({ 'aria-label': label, role = 'img' }: MockChartProps) {
  return <canvas role={role} aria-label={label} />;
}

export const Line = MockChart;
export const Bar = MockChart;
export const Doughnut = MockChart;
export const Pie = MockChart;

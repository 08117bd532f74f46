// jsdom has no canvas: react-chartjs-2 (the main-thread chart, drawn where no worker can) is
// swapped for a plain canvas with the same accessible name in every test (setup.ts).
type MockChartProps = { 'aria-label'?: string; role?: string };

export function Chart({ 'aria-label': label, role = 'img' }: MockChartProps) {
  return <canvas role={role} aria-label={label} />;
}

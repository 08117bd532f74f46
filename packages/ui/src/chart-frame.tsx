import { type ReactNode } from 'react';

type ChartFrameProps = { height: number; children: ReactNode; table: ReactNode };

/** Fixed-height box for a canvas, plus its hidden data table. */
export function ChartFrame({ height, children, table }: ChartFrameProps) {
  return (
    <div className="w-full">
      <div className="relative w-full" style={{ height }}>
        {children}
      </div>
      {table}
    </div>
  );
}

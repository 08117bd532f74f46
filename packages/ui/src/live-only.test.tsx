import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLiveContext } from '@traguardo/app-runtime/page-live';
import { LiveOnly } from './live-only';

function Figures({ live }: { live: boolean }) {
  return (
    <PageLiveContext value={live}>
      <LiveOnly fallback={<p>Cornice</p>}>
        <p>Saldo 1.234 €</p>
      </LiveOnly>
    </PageLiveContext>
  );
}

describe('LiveOnly', () => {
  it('shows the frame until the page is live, then the figures in its place', () => {
    const { rerender } = render(<Figures live={false} />);
    expect(screen.getByText('Cornice')).toBeInTheDocument();
    expect(screen.queryByText('Saldo 1.234 €')).not.toBeInTheDocument();

    rerender(<Figures live={true} />);

    expect(screen.getByText('Saldo 1.234 €')).toBeInTheDocument();
    expect(screen.queryByText('Cornice')).not.toBeInTheDocument();
  });
});

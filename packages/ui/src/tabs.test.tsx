import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'overview', label: 'Panoramica', content: <p>Contenuto panoramica</p> },
  { id: 'goals', label: 'Obiettivi', content: <p>Contenuto obiettivi</p> },
  { id: 'notes', label: 'Note', content: <p>Contenuto note</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default in a labelled tab list', () => {
    render(<Tabs tabs={tabs} label="Sezioni" />);
    expect(screen.getByRole('tablist', { name: 'Sezioni' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Panoramica' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenuto panoramica');
  });

  it('is driven by the keyboard', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Sezioni" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Panoramica' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Obiettivi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenuto obiettivi');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenuto note');
  });

  it('honours defaultIndex and mouse clicks', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Sezioni" defaultIndex={2} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenuto note');
    await user.click(screen.getByRole('tab', { name: 'Panoramica' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenuto panoramica');
  });
});

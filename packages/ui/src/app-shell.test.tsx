import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';
import { createNavItems } from './testing/factories';
import { renderWithRouter } from './testing/render';

describe('AppShell', () => {
  it('renders header, main content and the bottom navigation', () => {
    renderWithRouter(
      <AppShell navItems={createNavItems()} navLabel="Navigazione principale">
        <h1>Obiettivi</h1>
      </AppShell>,
      { route: '/goals' },
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Traguardo');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Obiettivi' }),
    );
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obiettivi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveAttribute(
      'href',
      '#contenuto',
    );
  });
});

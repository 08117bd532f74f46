import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav';
import { createNavItem, createNavItems } from './testing/factories';
import { renderWithRouter } from './testing/render';

describe('BottomNav', () => {
  it('is a labelled navigation landmark with one link per item', () => {
    renderWithRouter(<BottomNav items={createNavItems()} label="Navigazione principale" />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
  });

  it('marks only the active item with aria-current="page"', () => {
    renderWithRouter(<BottomNav items={createNavItems()} label="Nav" />, { route: '/goals' });
    expect(screen.getByRole('link', { name: 'Obiettivi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a badge only above zero and caps it at 99+', () => {
    renderWithRouter(
      <BottomNav
        label="Nav"
        items={[
          createNavItem({ path: '/', label: 'Home', badge: 0 }),
          createNavItem({ path: '/coach', label: 'Coach', badge: 150 }),
          createNavItem({ path: '/vault', label: 'Vault', badge: 7 }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Coach.*99\+ nuovi$/ })).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});

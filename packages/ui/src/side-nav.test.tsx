import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SideNav } from './side-nav';
import { createNavItem, createNavItems } from './testing/factories';
import { renderWithRouter } from './testing/render';

describe('SideNav', () => {
  it('is a labelled navigation landmark with one link per item, in order', () => {
    renderWithRouter(<SideNav items={createNavItems()} label="Navigazione principale" />);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/accounts', '/goals', '/coach']);
  });

  it('marks only the active item with aria-current="page"; Home only on its own path', () => {
    renderWithRouter(<SideNav items={createNavItems()} label="Nav" />, { route: '/goals' });
    expect(screen.getByRole('link', { name: 'Obiettivi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a badge only above zero, caps it at 99+ and names it to a screen reader', () => {
    renderWithRouter(
      <SideNav
        label="Nav"
        items={[
          createNavItem({ path: '/', label: 'Home', badge: 0 }),
          createNavItem({ path: '/coach', label: 'Coach', badge: 150 }),
          createNavItem({ path: '/vault', label: 'Vault', badge: 7 }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coach, 99+ nuovi' })).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Vault, 7 nuovi' })).toHaveTextContent('7');
  });

  it('is reached with the keyboard, link after link, and follows the one chosen', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SideNav items={createNavItems()} label="Nav" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Conti' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Conti' })).toHaveAttribute('aria-current', 'page');
  });
});

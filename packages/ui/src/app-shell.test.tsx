import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';
import { createNavItems } from './testing/factories';
import { renderWithRouter } from './testing/render';

const navLabel = 'Navigazione principale';

function renderShell(route = '/goals') {
  return renderWithRouter(
    <AppShell navItems={createNavItems()} navLabel={navLabel}>
      <h1>Obiettivi</h1>
    </AppShell>,
    { route },
  );
}

/**
 * The test set-up gives jsdom a phone's width (testing/setup.ts): the bar is the navigation
 * shown; the sidebar, shown instead from 1024px up, is in the markup, hidden.
 */
function navigations(): { bar: HTMLElement; side: HTMLElement } {
  const bar = screen.getByRole('navigation', { name: navLabel });
  const hidden = screen
    .getAllByRole('navigation', { name: navLabel, hidden: true })
    .filter((nav) => nav !== bar);
  expect(hidden).toHaveLength(1);
  const [side] = hidden;
  if (side === undefined) throw new Error('barra laterale assente');
  return { bar, side };
}

describe('AppShell', () => {
  it('renders header, main content and the navigation', () => {
    renderShell();
    expect(screen.getByRole('banner')).toHaveTextContent('Traguardo');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Obiettivi' }),
    );
    expect(screen.getByRole('navigation', { name: navLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obiettivi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveAttribute(
      'href',
      '#contenuto',
    );
  });

  it('exposes one navigation at a time: on a phone the bar, after the content', () => {
    renderShell();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    const { bar } = navigations();
    expect(screen.getByRole('main').compareDocumentPosition(bar)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('has the sidebar in the markup too, with the same name and items, before the content', () => {
    renderShell();
    const { bar, side } = navigations();
    expect(screen.getByRole('main').compareDocumentPosition(side)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    const destinations = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'));
    expect(destinations(side)).toEqual(destinations(bar));
    for (const name of ['Home', 'Conti', 'Obiettivi', 'Coach, 3 nuovi']) {
      expect(within(side).getByRole('link', { name, hidden: true })).toBeInTheDocument();
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(side).getByRole('link', { name: 'Obiettivi', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

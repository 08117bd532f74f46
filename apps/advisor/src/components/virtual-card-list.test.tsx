import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualCardList } from './virtual-card-list';
import { fakeCardLayoutEachTest } from '../testing/fake-card-layout';

type Row = { id: string; name: string };

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `Cliente ${i + 1}` }));
}

function rowKey(row: Row): string {
  return row.id;
}

function renderList(items: readonly Row[]) {
  return render(
    <VirtualCardList
      items={items}
      getKey={rowKey}
      label="Elenco di prova"
      estimateSize={100}
      renderItem={(row) => <a href={`#${row.id}`}>{row.name}</a>}
    />,
  );
}

/** A card's 100px plus the 12px gap between cards. */
const ITEM_PITCH = 112;

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('VirtualCardList', () => {
  fakeCardLayoutEachTest(100);
  afterEach(() => scrollWindowTo(0));

  it('renders a short list whole, each item telling its place in the list', () => {
    renderList(rows(12));
    const list = screen.getByRole('list', { name: 'Elenco di prova' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[11]).toHaveAttribute('aria-posinset', '12');
    expect(items.every((item) => item.getAttribute('aria-setsize') === '12')).toBe(true);
  });

  it('renders only the cards near the viewport of a long list, and follows the scroll', () => {
    renderList(rows(1000));
    const list = screen.getByRole('list', { name: 'Elenco di prova' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(list).getByRole('link', { name: 'Cliente 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Cliente 500' })).not.toBeInTheDocument();

    act(() => scrollWindowTo(ITEM_PITCH * 499));
    expect(within(list).getByRole('link', { name: 'Cliente 500' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Cliente 1' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  });

  it('keeps the focused card rendered while it is scrolled away', () => {
    renderList(rows(1000));
    const first = screen.getByRole('link', { name: 'Cliente 1' });
    act(() => first.focus());
    act(() => scrollWindowTo(ITEM_PITCH * 499));
    expect(screen.getByRole('link', { name: 'Cliente 500' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cliente 1' })).toHaveFocus();
  });
});

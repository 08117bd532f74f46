import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('shows each label next to its value, in order', () => {
    render(
      <DetailList
        items={[
          { label: 'Valore stimato', value: '320.000 €' },
          { label: 'Mutuo residuo', value: <strong>145.000 €</strong> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Valore stimato',
      'Mutuo residuo',
    ]);
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['320.000 €', '145.000 €']);
    expect(screen.getByText('145.000 €').tagName).toBe('STRONG');
  });

  it('adds a note under a value that has one', () => {
    render(
      <DetailList
        items={[
          { label: 'Patrimonio netto', value: '245.000 €' },
          { label: 'Tasso di risparmio', value: '18%', note: 'Obiettivo: 20%' },
        ]}
      />,
    );
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '245.000 €',
      '18%',
      'Obiettivo: 20%',
    ]);
  });

  it('renders user text as text', () => {
    render(<DetailList items={[{ label: '<b>x</b>', value: '<img src=x onerror=alert(1)>' }]} />);
    expect(screen.getByRole('term')).toHaveTextContent('<b>x</b>');
    expect(screen.getByRole('definition')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});

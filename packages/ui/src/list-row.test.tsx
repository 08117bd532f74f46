import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRow } from './list-row';

describe('ListRow', () => {
  it('shows the title, its details and what the row ends with, as one list item', () => {
    render(
      <ul aria-label="Conti">
        <ListRow title="Conto corrente" details="Intesa Sanpaolo" end={<p>1.250 €</p>} />
      </ul>,
    );
    const item = within(screen.getByRole('list', { name: 'Conti' })).getByRole('listitem');
    expect(item).toHaveTextContent(/^Conto correnteIntesa Sanpaolo1\.250 €$/);
  });
});

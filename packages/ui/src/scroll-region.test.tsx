import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region the keyboard can reach, holding its table', () => {
    render(
      <ScrollRegion label="Tabella di prova">
        <table>
          <tbody>
            <tr>
              <td>Azioni</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Tabella di prova' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('cell', { name: 'Azioni' }));
  });
});

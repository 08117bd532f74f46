import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuccessionTool } from './succession-tool';

describe('SuccessionTool', () => {
  it('heads a row added with «Aggiungi altro bene» as «Altro bene», not as an account', () => {
    render(<SuccessionTool initialEstate={[]} initialHeirs={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi altro bene' }));
    const row = screen.getByRole('listitem', { name: 'Bene 1' });
    expect(within(row).getByText('Altro bene', { selector: 'p' })).toBeInTheDocument();
    expect(within(row).queryByText('Saldo di un conto')).toBeNull();
    expect(within(row).getByLabelText('Descrizione')).toHaveValue('Altro bene');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'cibo', label: 'Cibo' },
  { value: 'casa', label: 'Casa' },
];

function Chooser({ error }: { error?: string }) {
  const [value, setValue] = useState('cibo');
  return (
    <>
      <SelectField
        id="categoria"
        label="Categoria"
        value={value}
        options={options}
        onChange={setValue}
        error={error}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is named by its label and hands on the chosen value', async () => {
    render(<Chooser />);
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Casa');
    expect(screen.getByRole('status')).toHaveTextContent('casa');
  });

  it('shows its error under it, as its description, and is marked invalid', () => {
    render(<Chooser error="Scegli una categoria." />);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Scegli una categoria.');
  });
});

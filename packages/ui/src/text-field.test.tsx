import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="campo"
      label="Capitale"
      value={value}
      onChange={setValue}
      hint={hint}
      error={error}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and keeps what is typed', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Capitale' });
    await userEvent.type(input, '10.000');
    expect(input).toHaveValue('10.000');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the field with its hint and its error, and marks it invalid', () => {
    render(<Controlled hint="Facoltativo" error="Scrivi un numero." />);
    const input = screen.getByRole('textbox', { name: 'Capitale' });
    expect(input).toHaveAccessibleDescription('Facoltativo Scrivi un numero.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

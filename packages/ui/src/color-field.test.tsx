import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorField } from './color-field';

const error = 'Inserisci un colore nel formato #rrggbb';

/** Renders the field, replaces its text with what a user types and returns the text box. */
async function typeInTextBox(typed: string) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<ColorField label="Colore primario" value="#0f766e" onChange={onChange} />);
  const text = screen.getByRole('textbox', { name: 'Colore primario' });
  await user.clear(text);
  await user.type(text, typed);
  return { text, onChange };
}

describe('ColorField', () => {
  it('shows the Italian error on #12, keeps the text and does not report it', async () => {
    const { text, onChange } = await typeInTextBox('#12');
    expect(text).toHaveValue('#12');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(error);
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a valid colour typed in the text box and clears the error', async () => {
    const { onChange } = await typeInTextBox('#ABCDEF');
    expect(onChange).toHaveBeenLastCalledWith('#abcdef');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(error)).toBeNull();
  });

  it('keeps the picker and the text in sync', () => {
    const onChange = vi.fn();
    render(<ColorField label="Colore secondario" value="#0f766e" onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('Selettore colore: Colore secondario'), {
      target: { value: '#112233' },
    });
    expect(onChange).toHaveBeenCalledWith('#112233');
    expect(screen.getByRole('textbox', { name: 'Colore secondario' })).toHaveValue('#112233');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotesTab } from './notes-tab';

function Harness({ initial, onSave }: { initial: string; onSave: () => void }) {
  const [value, setValue] = useState(initial);
  return <NotesTab value={value} onChange={setValue} onSave={onSave} />;
}

describe('NotesTab', () => {
  it('counts the characters against the limit', () => {
    render(<Harness initial="Ciao" onSave={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Note sul cliente' })).toHaveAccessibleDescription(
      '4/2.000 caratteri',
    );
  });

  it('over the limit keeps the text, says by how much and does not save', async () => {
    const onSave = vi.fn();
    render(<Harness initial="" onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Note sul cliente' });
    const long = 'a'.repeat(2003);
    fireEvent.change(box, { target: { value: long } });
    expect(box).toHaveValue(long);
    expect(box).toBeInvalid();
    expect(
      screen.getByText(
        'La nota supera di 3 caratteri il limite di 2.000: accorciala per salvarla.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
  });

  it('says carattere when one character is too many', () => {
    render(<Harness initial="" onSave={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note sul cliente' }), {
      target: { value: 'a'.repeat(2001) },
    });
    expect(
      screen.getByText(
        'La nota supera di 1 carattere il limite di 2.000: accorciala per salvarla.',
      ),
    ).toBeInTheDocument();
  });

  it('saves within the limit', async () => {
    const onSave = vi.fn();
    render(<Harness initial={'a'.repeat(2000)} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('counts an emoji as one character', () => {
    render(<Harness initial={'😀'.repeat(1500)} onSave={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Note sul cliente' })).toHaveAccessibleDescription(
      '1.500/2.000 caratteri',
    );
  });

  it('refuses a note of only spaces when saving, not while typing', async () => {
    const onSave = vi.fn();
    render(<Harness initial="" onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Note sul cliente' });
    await userEvent.type(box, '   ');
    expect(box).not.toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Salva Note' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(
      '3/2.000 caratteri La nota è vuota: scrivi qualcosa prima di salvarla. La nota salvata resta invariata.',
    );
    await userEvent.type(box, 'x');
    expect(box).not.toBeInvalid();
  });
});

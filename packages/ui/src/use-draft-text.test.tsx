import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';
import { useDraftText } from './use-draft-text';

const PAUSE_MS = 30;

function asTyped(text: string): string {
  return text;
}

function sameText(text: string, value: string): boolean {
  return text === value;
}

/** A field whose value lives "outside" (as in the address), which a button can also set. */
function AddressField({ onCommit }: { onCommit?: (text: string) => void }) {
  const [outside, setOutside] = useState('100');
  const draft = useDraftText({
    value: outside,
    toText: asTyped,
    sameValue: sameText,
    delayMs: PAUSE_MS,
    onCommit: (text) => {
      onCommit?.(text);
      setOutside(text);
    },
  });
  return (
    <>
      <TextField
        id="capitale"
        label="Capitale"
        value={draft.text}
        onChange={draft.onChange}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
      />
      <p>{`Nell’indirizzo: ${outside}`}</p>
      <button type="button" onClick={() => setOutside('42')}>
        Indietro
      </button>
    </>
  );
}

describe('useDraftText', () => {
  it('keeps every typed key and hands the whole text on once typing pauses', async () => {
    const commits: string[] = [];
    const user = userEvent.setup();
    render(<AddressField onCommit={(text) => commits.push(text)} />);
    const field = screen.getByRole('textbox', { name: 'Capitale' });
    await user.clear(field);
    await user.type(field, '250000');
    expect(field).toHaveValue('250000');
    await waitFor(() => expect(screen.getByText('Nell’indirizzo: 250000')).toBeInTheDocument());
    expect(commits.at(-1)).toBe('250000');
    expect(field).toHaveValue('250000');
  });

  it('hands the text on at once when the field is left', async () => {
    const commits: string[] = [];
    const user = userEvent.setup();
    render(<AddressField onCommit={(text) => commits.push(text)} />);
    await user.type(screen.getByRole('textbox', { name: 'Capitale' }), '5');
    await user.tab();
    expect(commits).toEqual(['1005']);
    expect(screen.getByText('Nell’indirizzo: 1005')).toBeInTheDocument();
  });

  it('shows an outside change (back/forward) in a field nobody is typing in', async () => {
    const user = userEvent.setup();
    render(<AddressField />);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('textbox', { name: 'Capitale' })).toHaveValue('42');
  });

  it('never rewrites the text of the field being typed in', async () => {
    const user = userEvent.setup();
    render(<AddressField />);
    const field = screen.getByRole('textbox', { name: 'Capitale' });
    await user.type(field, '7');
    // The outside value changes while the field has focus (a late address update).
    screen.getByRole('button', { name: 'Indietro' }).click();
    await waitFor(() => expect(screen.getByText(/Nell’indirizzo: 42/)).toBeInTheDocument());
    expect(field).toHaveFocus();
    expect(field).toHaveValue('1007');
  });

  it('shows a navigation back to the value it showed, after a text handed on never arrived', async () => {
    // The address keeps '100': the text handed on is superseded by a navigation (back) before
    // the address shows it, so the value the field sees never changes, only the location.
    function SupersededField() {
      const [location, setLocation] = useState(0);
      const draft = useDraftText({
        value: '100',
        revision: location,
        toText: asTyped,
        sameValue: sameText,
        delayMs: PAUSE_MS,
        onCommit: () => {},
      });
      return (
        <>
          <TextField
            id="capitale"
            label="Capitale"
            value={draft.text}
            onChange={draft.onChange}
            onFocus={draft.onFocus}
            onBlur={draft.onBlur}
          />
          <button type="button" onClick={() => setLocation((n) => n + 1)}>
            Indietro
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<SupersededField />);
    const field = screen.getByRole('textbox', { name: 'Capitale' });
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(field).toHaveValue('100');
  });
});

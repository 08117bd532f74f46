import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './switch-field';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <SwitchField
      label="Avvisi di mercato"
      description="Notifiche sui movimenti rilevanti"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('SwitchField', () => {
  it('is a switch named by its visible label and described', () => {
    render(
      <SwitchField label="Promemoria" description="Scadenze" checked={false} onChange={() => {}} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Promemoria' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Scadenze');
  });

  it('toggles with the keyboard and by clicking its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Avvisi di mercato' });
    expect(toggle).toBeChecked();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByText('Avvisi di mercato'));
    expect(toggle).toBeChecked();
  });
});

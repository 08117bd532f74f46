import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioCards, type RadioCardOption } from './radio-cards';

const options: RadioCardOption[] = [
  { value: 'conservative', title: 'Conservativo', description: 'Rischio basso' },
  { value: 'balanced', title: 'Bilanciato', meta: '5%' },
  { value: 'growth', title: 'Crescita' },
];

function Controlled() {
  const [value, setValue] = useState('balanced');
  return <RadioCards label="Piano" options={options} value={value} onChange={setValue} />;
}

describe('RadioCards', () => {
  it('is a labelled radio group with the current choice checked', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Piano' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bilanciato' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Conservativo' })).toHaveAccessibleDescription(
      'Rischio basso',
    );
    // The extra line is read with the card, after its description.
    expect(screen.getByRole('radio', { name: 'Bilanciato' })).toHaveAccessibleDescription('5%');
  });

  it('changes the choice by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: 'Crescita' }));
    expect(screen.getByRole('radio', { name: 'Crescita' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Bilanciato' })).toBeChecked();
  });
});

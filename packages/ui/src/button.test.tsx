import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Plus } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text that reacts to a click', async () => {
    const onClick = vi.fn();
    render(
      <Button icon={Plus} onClick={onClick}>
        Aggiungi
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and announced busy while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Collegamento…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Collegamento…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to', () => {
    render(
      <>
        <Button>Annulla</Button>
        <Button type="submit">Salva</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveAttribute('type', 'submit');
  });
});

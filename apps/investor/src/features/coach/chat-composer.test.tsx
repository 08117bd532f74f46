import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@traguardo/domain/constants';
import { ChatComposer } from './chat-composer';

const input = () => screen.getByLabelText('Scrivi una domanda al coach');
const send = () => screen.getByRole('button', { name: 'Invia' });

describe('ChatComposer', () => {
  it('counts characters as a person does: an emoji with skin tone and a job is one', () => {
    render(<ChatComposer onSend={vi.fn()} pending={false} />);
    fireEvent.change(input(), { target: { value: '👩🏽‍💻 ciao' } });
    expect(input()).toHaveAccessibleDescription('6/500');
  });

  it('sends 500 such emoji and refuses 501, keeping the text', () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} pending={false} />);
    fireEvent.change(input(), { target: { value: '👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH) } });
    expect(input()).toHaveAccessibleDescription('500/500');
    expect(send()).toBeEnabled();

    const tooLong = '👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    fireEvent.change(input(), { target: { value: tooLong } });
    expect(send()).toBeDisabled();
    expect(input()).toHaveAccessibleDescription(/^501\/500/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il messaggio supera i 500 caratteri: accorcialo per inviarlo.',
    );
    expect(input()).toHaveValue(tooLong);
    expect(onSend).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachReplies } from '@traguardo/sample-data/coach-content';
import { initialChatState, useChatStore } from '../../stores/chat-store';
import { CoachScreen } from './coach-screen';

describe('CoachScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useChatStore.setState(initialChatState());
    render(<CoachScreen />);
  });
  // A reply a test left pending (its typing delay, the ledger it reads) arrives before the
  // timers turn real: left halfway, it would still be reading once the file's ledgers close.
  afterEach(async () => {
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
  });

  const input = () => screen.getByLabelText('Scrivi una domanda al coach');
  const items = () => within(screen.getByRole('log')).getAllByRole('listitem');

  it('asks an FAQ question, shows typing, then the reply, and hides the FAQ', async () => {
    expect(screen.getByRole('heading', { name: 'Domande frequenti' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Come posso pagare meno tasse?' }));
    expect(screen.queryByRole('heading', { name: 'Domande frequenti' })).not.toBeInTheDocument();
    expect(screen.getByText('Il coach sta scrivendo…')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Il coach sta scrivendo…')).not.toBeInTheDocument();
    expect(items()[2]).toHaveTextContent(coachReplies.tax);
  });

  it('sends on Enter and shows markup as plain text', () => {
    const payload = '<img src=x onerror=alert(1)>';
    fireEvent.change(input(), { target: { value: payload } });
    fireEvent.submit(input());
    expect(within(screen.getByRole('log')).getByText(payload)).toBeInTheDocument();
    expect(screen.getByRole('log').querySelector('img')).toBeNull();
    expect(input()).toHaveValue('');
  });

  it('does not send whitespace', () => {
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input());
    expect(items()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
  });

  it('shows the time of each message written, none on the welcome', () => {
    // The welcome is there before anyone writes: its markup does not depend on the clock.
    expect(items()[0]).toHaveTextContent(/^.+Coach$/s);
    expect(items()[0]?.querySelector('time')).toBeNull();
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5));
    fireEvent.change(input(), { target: { value: 'Quanto posso spendere?' } });
    fireEvent.submit(input());
    expect(items()[1]).toHaveTextContent(/Tu · 09:05$/);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addGoal } from '@traguardo/ledger/goal-commands';
import { listAccounts, listGoals } from '@traguardo/ledger/reference-queries';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useChatStore } from '../../stores/chat-store';
import { useProfileStore } from '../../stores/profile-store';
import { PROFILE_STORAGE } from '../../stores/storage';
import { freshLedgersBeforeEach } from '../../testing/fresh-ledgers';
import { renderApp } from '../../testing/render-app';
import { expectStored } from '../../testing/stored-state';
import { YourDataCard } from './your-data-card';

async function names() {
  const today = todayLocalDate();
  return {
    demoGoals: (await listGoals(ledgerOf('demo'), today)).map((g) => g.name),
    ownAccounts: (await listAccounts(ledgerOf('own'))).map((a) => a.name),
    ownGoals: (await listGoals(ledgerOf('own'), today)).map((g) => g.name),
  };
}

describe('I tuoi dati', () => {
  freshLedgersBeforeEach();

  it('switches to the own profile and back, keeping both profiles’ data apart', async () => {
    await addGoal(ledgerOf('demo'), {
      name: 'Obiettivo della demo',
      target: 1000,
      current: 0,
      targetDate: '2030-01-01',
      category: 'travel',
      monthlyContribution: 10,
    });
    await addAccount(ledgerOf('own'), {
      name: 'Il mio conto',
      bank: 'La mia banca',
      type: 'checking',
      openingBalance: 10_000,
      openingDate: '2025-01-01',
    });
    const before = await names();
    expect(before.demoGoals).toContain('Obiettivo della demo');
    expect(before.ownAccounts).toEqual(['Il mio conto']);
    expect(before.ownGoals).toEqual([]);

    const { user } = renderApp(<YourDataCard />);
    expect(screen.getByRole('region', { name: 'I tuoi dati' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Torna alla demo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usa i tuoi dati' }));
    expect(await screen.findByText('Profilo: I miei dati')).toBeInTheDocument();
    expect(useProfileStore.getState().profile).toBe('own');
    // Kept on the device: a reload opens the own profile again.
    expectStored(PROFILE_STORAGE, { profile: 'own' });
    expect(screen.queryByRole('button', { name: 'Usa i tuoi dati' })).toBeNull();
    expect(await names()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Torna alla demo' }));
    expect(useProfileStore.getState().profile).toBe('demo');
    expectStored(PROFILE_STORAGE, { profile: 'demo' });
    expect(screen.getByRole('button', { name: 'Usa i tuoi dati' })).toBeInTheDocument();
    expect(await names()).toEqual(before);
  });

  it('deletes the own profile’s data after a confirmation that says only a backup brings it back', async () => {
    await addAccount(ledgerOf('own'), {
      name: 'Il mio conto',
      bank: 'La mia banca',
      type: 'checking',
      openingBalance: 10_000,
      openingDate: '2025-01-01',
    });
    const demoBefore = (await names()).demoGoals;
    useProfileStore.getState().openProfile('own');
    useChatStore.setState({ messages: [] });
    const { user } = renderApp(<YourDataCard />);
    await user.click(screen.getByRole('button', { name: 'Elimina i tuoi dati' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare i tuoi dati?' });
    expect(dialog).toHaveTextContent('potrai riaverli solo ripristinando un backup');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Dati eliminati')).toBeInTheDocument();
    expect(await names()).toEqual({ demoGoals: demoBefore, ownAccounts: [], ownGoals: [] });
    expect(useChatStore.getState().messages).toHaveLength(1);
    // The built-in categories stay, for the next first account.
    expect(await ledgerOf('own').categories.count()).toBeGreaterThan(0);
  });

  it('offers the deletion only on the own profile', () => {
    renderApp(<YourDataCard />);
    expect(screen.queryByRole('button', { name: 'Elimina i tuoi dati' })).toBeNull();
  });
});

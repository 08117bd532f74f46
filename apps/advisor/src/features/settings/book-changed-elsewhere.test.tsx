import { act, screen, within } from '@testing-library/react';
import { type ClientBookName } from '@traguardo/client-book/books';
import { describe, expect, it } from 'vitest';
import { settingsOf, useSettingsStore } from '../../stores/settings-store';
import { BOOK_STORAGE } from '../../stores/storage';
import { renderApp } from '../../testing/render-app';
import { SettingsScreen } from './settings-screen';

const saved = (book: ClientBookName) => settingsOf(useSettingsStore.getState(), book);
const SAMPLE_FIRM = saved('demo').branding.firmName;
const CHANGED = /Hai cambiato elenco clienti in un'altra scheda: queste modifiche erano per «Demo»/;

/** What another tab does when it opens `book`: it stores it, and this tab hears of it. */
async function openBookInAnotherTab(book: ClientBookName) {
  await act(async () => {
    localStorage.setItem(BOOK_STORAGE.name, JSON.stringify({ state: { book }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: BOOK_STORAGE.name }));
    await Promise.resolve();
  });
}

/** Impostazioni on the demo, the firm's name typed and not saved, then the own book opened elsewhere. */
async function editDemoThenSwitchElsewhere() {
  const { user } = renderApp(<SettingsScreen />);
  const firm = screen.getByLabelText('Nome dello studio');
  await user.clear(firm);
  await user.type(firm, 'Studio di A');
  await openBookInAnotherTab('own');
  return user;
}

describe('Impostazioni when another tab opens the other book under unsaved edits', () => {
  it('tells the advisor whose edits they are, and Salva Impostazioni writes them nowhere', async () => {
    const user = await editDemoThenSwitchElsewhere();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(CHANGED);
    expect(notice).toHaveTextContent('ora è aperto «I miei clienti»');
    // The edits are still there to be saved or dropped.
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('Studio di A');

    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
    expect(saved('demo').branding.firmName).toBe(SAMPLE_FIRM);
    expect(useSettingsStore.getState().own).toBeNull();
    expect(screen.queryByText('Impostazioni salvate')).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Salva in «Demo»' })).toHaveFocus();
  });

  it('saves them to the book they were made for, then shows the open book’s settings', async () => {
    const user = await editDemoThenSwitchElsewhere();
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Salva in «Demo»' }));

    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(saved('demo').branding.firmName).toBe('Studio di A');
    expect(useSettingsStore.getState().own).toBeNull();
    expect(screen.queryByText(CHANGED)).toBeNull();
    // The own book's form, empty until first saved: the next save is the own book's.
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('');
  });

  it('can discard them: nothing is written, and the form shows the open book’s settings', async () => {
    const user = await editDemoThenSwitchElsewhere();
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Scarta le modifiche' }));

    expect(screen.queryByText(CHANGED)).toBeNull();
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue('');
    expect(saved('demo').branding.firmName).toBe(SAMPLE_FIRM);
    expect(useSettingsStore.getState().own).toBeNull();
  });

  it('takes them as the open book’s again once the other tab goes back to it', async () => {
    const user = await editDemoThenSwitchElsewhere();
    await screen.findByRole('alert');
    await openBookInAnotherTab('demo');
    expect(screen.queryByText(CHANGED)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(saved('demo').branding.firmName).toBe('Studio di A');
  });

  it('keeps the own book’s edits out of the demo the same way', async () => {
    await openBookInAnotherTab('own');
    const { user } = renderApp(<SettingsScreen />);
    await user.type(screen.getByLabelText('Nome completo'), 'Giulia Verdi');
    await user.type(screen.getByLabelText('Email'), 'giulia@studioverdi.it');
    await user.type(screen.getByLabelText('Nome dello studio'), 'Studio Verdi');
    await openBookInAnotherTab('demo');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      "Hai cambiato elenco clienti in un'altra scheda: queste modifiche erano per «I miei clienti»",
    );
    await user.click(within(notice).getByRole('button', { name: 'Salva in «I miei clienti»' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    expect(saved('own').branding.firmName).toBe('Studio Verdi');
    expect(saved('demo').branding.firmName).toBe(SAMPLE_FIRM);
    expect(screen.getByLabelText('Nome dello studio')).toHaveValue(SAMPLE_FIRM);
  });
});

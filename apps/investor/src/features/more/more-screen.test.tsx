import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@traguardo/domain/format';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { demoTasks } from '@traguardo/sample-data/tasks';
import { useProfileStore } from '../../stores/profile-store';
import { freshLedgersBeforeEach } from '../../testing/fresh-ledgers';
import { renderApp } from '../../testing/render-app';
import { MoreScreen } from './more-screen';

describe('Altro', () => {
  freshLedgersBeforeEach();

  it('dates the demo’s reminders and tax forecast from today', () => {
    const today = todayLocalDate();
    renderApp(<MoreScreen />, { route: '/more' });
    const tasks = screen.getByRole('region', { name: 'Attività e promemoria' });
    for (const task of demoTasks(today)) {
      expect(task.dueDate >= today).toBe(true);
      expect(tasks).toHaveTextContent(`${task.title}Scadenza: ${formatDate(task.dueDate)}`);
    }
    const tax = screen.getByRole('region', { name: /^Previsione fiscale \d{4}$/ });
    const year = Number(/\d{4}/.exec(tax.textContent ?? '')?.[0]);
    expect(`${year}-09-30` >= today && `${year - 1}-09-30` < today).toBe(true);
    expect(tax).toHaveTextContent(`Scadenza dichiarazione: 30/09/${year}`);
  });

  it('on the own profile, says what to do first instead of the demo’s sections', () => {
    useProfileStore.getState().openProfile('own');
    renderApp(<MoreScreen />, { route: '/more' });
    // The card sends to the demo only what this page does not show.
    expect(screen.getByRole('region', { name: 'Da dove iniziare' })).toHaveTextContent(
      'Promemoria, piano di successione e assicurazioni li vedi nella demo; la previsione fiscale, i tuoi immobili e la simulazione della successione, qui sotto, partono dai tuoi dati.',
    );
    expect(screen.getByRole('region', { name: 'Simula successione' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggiungi i tuoi conti' })).toHaveAttribute(
      'href',
      '/accounts',
    );
    expect(screen.getByText(/Nessun documento per ora/)).toBeInTheDocument();
    for (const name of [
      'Attività e promemoria',
      'Piano di successione',
      'Copertura assicurativa',
      'Immobile',
    ])
      expect(screen.queryByRole('region', { name })).toBeNull();
    // The own profile's Previsione fiscale is its own estimate (issue 36), never the demo's sample.
    expect(screen.getByRole('region', { name: /Previsione fiscale/ })).not.toHaveTextContent(
      /Reddito lordo|Rimborso atteso/,
    );
    expect(document.body).not.toHaveTextContent(/NaN|0\/0/);
  });
});

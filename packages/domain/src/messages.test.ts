import { describe, expect, it } from 'vitest';
import { MESSAGES, monteCarloSummary, planSelectedBody, reportGeneratedBody } from './messages';

describe('messages of spec §8', () => {
  it('reproduces the fixed texts exactly', () => {
    expect(MESSAGES).toMatchObject({
      clientNotFound: 'Cliente non trovato',
      notFound: 'Oops! Page not found',
      routeError: 'Unexpected Application Error!',
      useAppOutsideProvider: 'useApp must be used within an AppProvider',
      bankLinked: 'Conto collegato con successo!',
      bankLinking: 'Collegamento in corso...',
      goalAdded: 'Obiettivo aggiunto!',
      monteCarloTitle: 'Analisi Monte Carlo',
      planSelected: 'Piano selezionato!',
      documentUploaded: 'Documento caricato!',
      settingsSavedTitle: 'Impostazioni salvate',
      settingsSavedBody: 'Le tue preferenze sono state aggiornate con successo.',
      reportGeneratedTitle: 'Report Generato',
      reportSharedTitle: 'Report Condiviso',
      reportSharedBody: 'Link sicuro inviato via email al cliente.',
      demoBadge: 'Versione Demo - Dati Simulati',
    });
  });

  it('fills in the report and plan names', () => {
    expect(reportGeneratedBody('Sintesi', 'Marco Rossi')).toBe(
      'Sintesi per Marco Rossi è pronto per il download.',
    );
    expect(planSelectedBody('Bilanciato')).toContain('Bilanciato');
    expect(monteCarloSummary()).toBe('Probabilità di successo: 78%');
  });
});

import { describe, expect, it } from 'vitest';
import { monteCarloSummary, planSelectedBody, reportGeneratedBody } from './messages';

describe('messages of spec §8', () => {
  it('fills in the report and plan names', () => {
    expect(reportGeneratedBody('Sintesi', 'Marco Rossi')).toBe(
      'Sintesi per Marco Rossi è pronto per il download.',
    );
    expect(planSelectedBody('Bilanciato')).toContain('Bilanciato');
    expect(monteCarloSummary()).toBe('Probabilità di successo: 78%');
  });
});

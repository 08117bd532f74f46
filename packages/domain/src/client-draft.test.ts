import { describe, expect, it } from 'vitest';
import {
  CLIENT_DRAFT_MESSAGES,
  type ClientDraft,
  clientDraftOf,
  clientRangeMessage,
  readClientDraft,
} from './client-draft';
import { AMOUNT_INPUT_MESSAGES, FIGURE_INPUT_MESSAGES } from './amount-input';

const TODAY = '2026-11-25';
const draft: ClientDraft = {
  name: ' Anna Neri ',
  email: 'anna.neri@email.it',
  netWorth: '250.000',
  savingsRate: '22',
  emergencyFund: '6,5',
  investmentFee: '0,35',
  insuranceGap: '10',
  lastContact: '2026-10-01',
};

describe('readClientDraft', () => {
  it('reads the figures the Italian way', () => {
    expect(readClientDraft(draft, { today: TODAY })).toEqual({
      ok: true,
      value: {
        name: 'Anna Neri',
        email: 'anna.neri@email.it',
        netWorth: 250000,
        savingsRate: 22,
        emergencyFund: 6.5,
        investmentFee: 0.35,
        insuranceGap: 10,
        lastContact: '2026-10-01',
      },
    });
  });

  it('accepts the CSV’s dd/mm/yyyy date', () => {
    const reading = readClientDraft({ ...draft, lastContact: '01/10/2026' }, { today: TODAY });
    expect(reading.ok && reading.value.lastContact).toBe('2026-10-01');
  });

  it('reads numbers as the investor app does: the English way and a plus sign explained alike', () => {
    const reading = readClientDraft(
      {
        ...draft,
        netWorth: '1,234.56',
        savingsRate: '12.5',
        emergencyFund: '+4,5',
        investmentFee: '99999999999999999999',
      },
      { today: TODAY },
    );
    expect(reading).toEqual({
      ok: false,
      errors: {
        netWorth: 'Usa la virgola per i decimali e il punto per le migliaia, per esempio 1.234,56.',
        savingsRate: 'Usa la virgola per i decimali, per esempio 12,5.',
        investmentFee: 'Inserisci un valore tra 0 e 10%.',
      },
    });
  });

  it('says beside each field what is wrong', () => {
    const reading = readClientDraft(
      {
        name: '  ',
        email: 'anna@',
        netWorth: 'molti',
        savingsRate: '101',
        emergencyFund: '-1',
        investmentFee: '11',
        insuranceGap: '0,123',
        lastContact: '2026-12-01',
      },
      { today: TODAY },
    );
    expect(reading).toEqual({
      ok: false,
      errors: {
        name: CLIENT_DRAFT_MESSAGES.nameRequired,
        email: CLIENT_DRAFT_MESSAGES.emailInvalid,
        netWorth: AMOUNT_INPUT_MESSAGES.notANumber,
        savingsRate: clientRangeMessage('savingsRate'),
        emergencyFund: clientRangeMessage('emergencyFund'),
        investmentFee: clientRangeMessage('investmentFee'),
        insuranceGap: FIGURE_INPUT_MESSAGES.tooManyDecimals,
        lastContact: CLIENT_DRAFT_MESSAGES.dateInFuture,
      },
    });
    expect(clientRangeMessage('savingsRate')).toBe('Inserisci un valore tra -100 e 100%.');
  });

  it('refuses an email another client has, whatever its case', () => {
    const taken = new Set(['anna.neri@email.it']);
    const reading = readClientDraft(
      { ...draft, email: 'Anna.Neri@Email.it' },
      { today: TODAY, emailTaken: (key) => taken.has(key) },
    );
    expect(reading).toEqual({ ok: false, errors: { email: CLIENT_DRAFT_MESSAGES.emailTaken } });
  });

  it('reads back what clientDraftOf shows', () => {
    const reading = readClientDraft(draft, { today: TODAY });
    if (!reading.ok) throw new Error('valid');
    expect(readClientDraft(clientDraftOf(reading.value), { today: TODAY })).toEqual(reading);
  });
});

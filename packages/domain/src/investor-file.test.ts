import { describe, expect, it } from 'vitest';
import {
  INVESTOR_FILE_MESSAGES,
  investorFile,
  investorFileName,
  investorFileText,
  readInvestorFile,
} from './investor-file';

const TODAY = '2026-11-25';
const file = investorFile({
  date: TODAY,
  name: ' Laura Gialli ',
  email: 'laura@casa.it',
  figures: {
    netWorth: 350680.4,
    savingsRate: 23,
    emergencyFund: 14.444,
    investmentFee: 0.3,
    insuranceGap: 15,
  },
  goals: [{ id: 'g1', name: 'Casa', current: 20000, target: 80000, progress: 25 }],
  allocation: [{ name: 'Conto corrente', value: 100, amount: 30680 }],
});

describe('investor file', () => {
  it('is named by its date', () => {
    expect(investorFileName(TODAY)).toBe('traguardo-fascicolo-2026-11-25.json');
  });

  it('reads back what the investor wrote: the client, its goals, allocation and date', () => {
    const reading = readInvestorFile(investorFileText(file), TODAY);
    expect(reading).toEqual({
      ok: true,
      file,
      row: {
        line: 1,
        fields: {
          name: 'Laura Gialli',
          email: 'laura@casa.it',
          netWorth: 350680,
          savingsRate: 23,
          emergencyFund: 14.44,
          investmentFee: 0.3,
          insuranceGap: 15,
          lastContact: TODAY,
        },
        fileDate: TODAY,
        goals: file.goals,
        allocation: file.allocation,
      },
    });
  });

  it('holds no movements or documents', () => {
    expect(Object.keys(file).sort()).toEqual([
      'allocation',
      'client',
      'date',
      'goals',
      'kind',
      'version',
    ]);
  });

  it.each([
    ['malformed', '{"kind": "traguardo-fascicolo",', INVESTOR_FILE_MESSAGES.notJson],
    ['foreign', JSON.stringify({ kind: 'altro', version: 1 }), INVESTOR_FILE_MESSAGES.foreign],
    ['foreign (no kind)', '[1, 2, 3]', INVESTOR_FILE_MESSAGES.foreign],
    ['newer', JSON.stringify({ ...file, version: 2 }), INVESTOR_FILE_MESSAGES.newer],
    [
      'invalid',
      JSON.stringify({ ...file, client: { ...file.client, email: 'no' } }),
      INVESTOR_FILE_MESSAGES.invalid,
    ],
    [
      'future-dated',
      JSON.stringify({ ...file, date: '2027-01-01' }),
      INVESTOR_FILE_MESSAGES.invalid,
    ],
  ])('refuses a %s file with an Italian message', (_, text, message) => {
    expect(readInvestorFile(text, TODAY)).toEqual({ ok: false, message });
  });
});

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

  it('carries a goal’s date and monthly saving, and still reads a file written without them', () => {
    const dated = investorFile({
      ...file,
      name: file.client.name,
      email: file.client.email,
      figures: file.client,
      goals: [
        {
          id: 'g2',
          name: 'Viaggio dei sogni',
          current: 0,
          target: 15000,
          progress: 0,
          targetDate: '2028-11-26',
          monthlyContribution: 625,
        },
      ],
    });
    const reading = readInvestorFile(investorFileText(dated), TODAY);
    expect(reading.ok && reading.file.goals[0]).toEqual(dated.goals[0]);

    // A file of the first release: its goals had neither field.
    const older = investorFileText(file);
    expect(older).not.toContain('targetDate');
    const old = readInvestorFile(older, TODAY);
    expect(old.ok && old.file.goals[0]).toEqual({
      id: 'g1',
      name: 'Casa',
      current: 20000,
      target: 80000,
      progress: 25,
    });
  });

  it('refuses a goal whose date is not a date', () => {
    const text = investorFileText(file).replace(
      '"progress": 25',
      '"progress": 25, "targetDate": "presto"',
    );
    expect(readInvestorFile(text, TODAY)).toEqual({
      ok: false,
      message: INVESTOR_FILE_MESSAGES.invalid,
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

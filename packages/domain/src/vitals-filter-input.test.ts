import { describe, expect, it } from 'vitest';
import {
  followsVitalsFilterTexts,
  readVitalsFilterTexts,
  VITALS_FILTER_MESSAGES,
  vitalsFilterText,
  vitalsFilterTextSets,
  withVitalsFilterTexts,
} from './vitals-filter-input';

const empty = { netWorthMin: '', netWorthMax: '', insuranceGapAtLeast: '' };

describe('readVitalsFilterTexts', () => {
  it('sets no criterion for empty fields', () => {
    expect(readVitalsFilterTexts(empty, {})).toEqual({ criteria: {}, errors: {} });
  });

  it('reads net worth grouped or plain, as the simulator does', () => {
    expect(
      readVitalsFilterTexts(
        {
          netWorthMin: '200.000',
          netWorthMax: '1000000',
          insuranceGapAtLeast: '10',
        },
        {},
      ),
    ).toEqual({
      criteria: { netWorthMin: 200000, netWorthMax: 1000000, insuranceGapAtLeast: 10 },
      errors: {},
    });
  });

  it('refuses cents, garbage and negatives in Italian, and sets nothing for them', () => {
    expect(readVitalsFilterTexts({ ...empty, netWorthMin: '1.234,56' }, {})).toEqual({
      criteria: {},
      errors: {
        netWorthMin: 'Inserisci un importo intero in euro, senza centesimi, per esempio 250.000.',
      },
    });
    expect(readVitalsFilterTexts({ ...empty, netWorthMax: 'tanti' }, {}).errors).toEqual({
      netWorthMax: 'Inserisci un importo intero in euro, per esempio 250.000.',
    });
    expect(readVitalsFilterTexts({ ...empty, netWorthMin: '-5' }, {}).errors).toEqual({
      netWorthMin: 'Il valore non può essere negativo.',
    });
  });

  it.each(['101', '-1', '10,5', 'molto'])('refuses the gap %j', (text) => {
    expect(readVitalsFilterTexts({ ...empty, insuranceGapAtLeast: text }, {})).toEqual({
      criteria: {},
      errors: { insuranceGapAtLeast: 'Inserisci una percentuale intera tra 0 e 100.' },
    });
  });

  const upsideDown = { netWorthMin: '900.000', netWorthMax: '100000', insuranceGapAtLeast: '5' };

  it('refuses a maximum below the minimum in force, which stays', () => {
    expect(readVitalsFilterTexts(upsideDown, { netWorthMin: 900000 })).toEqual({
      criteria: { netWorthMin: 900000, insuranceGapAtLeast: 5 },
      errors: { netWorthMax: VITALS_FILTER_MESSAGES.range },
    });
  });

  it('refuses a minimum above the maximum in force, which stays', () => {
    expect(readVitalsFilterTexts(upsideDown, { netWorthMax: 100000 })).toEqual({
      criteria: { netWorthMax: 100000, insuranceGapAtLeast: 5 },
      errors: { netWorthMin: VITALS_FILTER_MESSAGES.range },
    });
  });

  it('refuses both ends of an upside-down range when neither is in force, or both', () => {
    const both = {
      criteria: { insuranceGapAtLeast: 5 },
      errors: {
        netWorthMin: VITALS_FILTER_MESSAGES.range,
        netWorthMax: VITALS_FILTER_MESSAGES.range,
      },
    };
    expect(readVitalsFilterTexts(upsideDown, {})).toEqual(both);
    expect(readVitalsFilterTexts(upsideDown, { netWorthMin: 900000, netWorthMax: 100000 })).toEqual(
      both,
    );
  });

  it('accepts a range of one value', () => {
    expect(
      readVitalsFilterTexts({ ...empty, netWorthMin: '100.000', netWorthMax: '100000' }, {}).errors,
    ).toEqual({});
  });
});

describe('vitalsFilterText and vitalsFilterTextSets', () => {
  it('shows a criterion grouped, and an absent one empty', () => {
    expect(vitalsFilterText(200000)).toBe('200.000');
    expect(vitalsFilterText(undefined)).toBe('');
  });

  it('knows when a typed text already sets a value', () => {
    expect(vitalsFilterTextSets('200000', 200000)).toBe(true);
    expect(vitalsFilterTextSets('200.000', 200000)).toBe(true);
    expect(vitalsFilterTextSets('20000', 200000)).toBe(false);
    expect(vitalsFilterTextSets('', undefined)).toBe(true);
    expect(vitalsFilterTextSets('abc', undefined)).toBe(true);
    expect(vitalsFilterTextSets('5', undefined)).toBe(false);
  });
});

describe('withVitalsFilterTexts and followsVitalsFilterTexts', () => {
  const texts = { netWorthMin: '200.000', netWorthMax: '', insuranceGapAtLeast: 'x' };

  it('sets the typed criteria, removes those left empty or wrong, keeps the others', () => {
    const before = { netWorthMax: 5, insuranceGapAtLeast: 10, feesAboveTarget: true };
    const after = withVitalsFilterTexts(texts, before);
    expect(after).toEqual({
      netWorthMin: 200000,
      netWorthMax: undefined,
      insuranceGapAtLeast: undefined,
      feesAboveTarget: true,
    });
    expect(followsVitalsFilterTexts(texts, before)).toBe(false);
    expect(followsVitalsFilterTexts(texts, after)).toBe(true);
    expect(followsVitalsFilterTexts(texts, { netWorthMin: 200000, feesAboveTarget: true })).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  goalSimulatorValues,
  SIMULATOR_MESSAGES,
  simulatorFieldsFrom,
  validateSimulatorFields,
  yearsUntil,
} from './simulator-form';
import { createGoal } from './testing/factories';
import { AMOUNT_INPUT_MESSAGES } from './amount-input';

const valid = { capital: '98.500', monthly: '500', years: '20', target: '' };

describe('validateSimulatorFields', () => {
  it('gives the values of valid fields, the target optional', () => {
    expect(validateSimulatorFields(valid)).toEqual({
      ok: true,
      values: { capital: 98500, monthly: 500, years: 20, target: undefined },
    });
    expect(validateSimulatorFields({ ...valid, target: '400.000' })).toMatchObject({
      ok: true,
      values: { target: 400000 },
    });
  });

  it('reads amounts grouped or plain, with cents', () => {
    expect(
      validateSimulatorFields({
        capital: '250000',
        monthly: '1.234,56',
        years: '35',
        target: '1.000.000',
      }),
    ).toEqual({
      ok: true,
      values: { capital: 250000, monthly: 1234.56, years: 35, target: 1000000 },
    });
  });

  it.each([
    [{ capital: '' }, 'capital', SIMULATOR_MESSAGES.capitalRequired],
    [{ monthly: '' }, 'monthly', SIMULATOR_MESSAGES.monthlyRequired],
    [{ years: '' }, 'years', SIMULATOR_MESSAGES.yearsRequired],
    [{ capital: 'mille' }, 'capital', SIMULATOR_MESSAGES.notANumber],
    [{ capital: '10.5' }, 'capital', AMOUNT_INPUT_MESSAGES.englishFormat],
    [{ monthly: '250,505' }, 'monthly', 'Scrivi al massimo due decimali, per esempio 250,50.'],
    [{ monthly: '-100' }, 'monthly', SIMULATOR_MESSAGES.negative],
    [{ years: '61' }, 'years', SIMULATOR_MESSAGES.yearsRange],
    [{ years: '0' }, 'years', SIMULATOR_MESSAGES.yearsRange],
    [{ years: '2,5' }, 'years', SIMULATOR_MESSAGES.yearsWhole],
    [{ capital: '1.000.000.000' }, 'capital', SIMULATOR_MESSAGES.capitalTooLarge],
    [{ monthly: '2.000.000' }, 'monthly', SIMULATOR_MESSAGES.monthlyTooLarge],
    [{ target: '0' }, 'target', SIMULATOR_MESSAGES.targetPositive],
  ] as const)('%j → a message on %s', (change, field, message) => {
    expect(validateSimulatorFields({ ...valid, ...change })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('reports every wrong field at once', () => {
    const result = validateSimulatorFields({
      capital: 'x',
      monthly: '-1',
      years: '99',
      target: '0',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['capital', 'monthly', 'target', 'years']);
  });
});

describe('goal values', () => {
  const goal = createGoal({
    target: 400000,
    current: 42300,
    targetDate: '2050-12-31',
    monthlyContribution: 350,
  });

  it('fills the simulator with the goal and the years to its date', () => {
    expect(goalSimulatorValues(goal, new Date(2026, 10, 23))).toEqual({
      capital: 42300,
      monthly: 350,
      years: 24,
      target: 400000,
    });
  });

  it('counts at least one year, also for a past date, and at most 60', () => {
    expect(yearsUntil('2025-04-15', new Date(2026, 10, 23))).toBe(1);
    expect(yearsUntil('2199-01-01', new Date(2026, 10, 23))).toBe(60);
  });

  it('writes values back as fields that validate to the same values', () => {
    const values = goalSimulatorValues(goal, new Date(2026, 10, 23));
    expect(validateSimulatorFields(simulatorFieldsFrom(values))).toEqual({ ok: true, values });
  });
});

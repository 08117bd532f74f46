import { describe, expect, it } from 'vitest';
import { demoTaxForecast } from './investor-extras';
import { demoTasks } from './tasks';

describe('the demo in the present', () => {
  it('dates every task on or after today, with the spec’s titles and priorities', () => {
    const tasks = demoTasks('2026-11-26');
    expect(tasks.map((task) => [task.title, task.dueDate])).toEqual([
      ['Rinnovare la polizza vita', '2026-12-31'],
      ['Versare il saldo IMU', '2026-12-16'],
      ['Aumentare il versamento al fondo pensione', '2027-01-31'],
      ['Raccogliere le spese mediche per il 730', '2027-03-31'],
      ['Ribilanciare il portafoglio', '2027-02-28'],
    ]);
    // The day after the IMU balance was due, the reminder is next year's, not a past one.
    expect(demoTasks('2026-12-17').find((task) => task.id === 'task-2')?.dueDate).toBe(
      '2027-12-16',
    );
  });

  it('forecasts the next tax return to file', () => {
    expect(demoTaxForecast('2026-11-26')).toMatchObject({
      year: 2027,
      filingDeadline: '2027-09-30',
    });
    expect(demoTaxForecast('2026-03-10')).toMatchObject({
      year: 2026,
      filingDeadline: '2026-09-30',
    });
  });
});

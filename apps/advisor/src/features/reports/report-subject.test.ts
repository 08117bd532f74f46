import { describe, expect, it } from 'vitest';
import { createClient } from '@traguardo/domain/testing/factories';
import { ALL_CLIENTS, reportSubject } from './report-subject';

const clients = [
  createClient({ id: 'a', name: 'Anna Verdi', netWorth: 500000, savingsRate: 25, status: 'green' }),
  createClient({
    id: 'b',
    name: 'Bruno Neri',
    netWorth: 250000,
    savingsRate: 10,
    status: 'yellow',
  }),
  createClient({ id: 'c', name: 'Carla Blu', netWorth: 50000, savingsRate: 4, status: 'red' }),
];

describe('reportSubject', () => {
  it('sums net worth and rounds the average savings rate for all clients', () => {
    const subject = reportSubject(ALL_CLIENTS, clients);
    expect(subject.name).toBe('Tutti i clienti');
    expect(subject.netWorth).toBe(800000);
    // (25 + 10 + 4) / 3 = 13
    expect(subject.savingsRate).toBe(13);
    expect(subject.indicators.map((i) => `${i.label}: ${i.value}`)).toEqual([
      'Clienti: 3',
      'Eccellente: 1',
      'Attenzione: 1',
      'Critico: 1',
    ]);
  });

  it('describes a single client with their own figures', () => {
    const subject = reportSubject('b', clients);
    expect(subject.name).toBe('Bruno Neri');
    expect(subject.netWorth).toBe(250000);
    expect(subject.savingsRate).toBe(10);
    expect(subject.indicators.map((i) => i.label)).toEqual([
      'Fondo di emergenza',
      'Costi di investimento',
      'Gap assicurativo',
      'Stato',
    ]);
    expect(subject.indicators[3]?.value).toBe('Attenzione');
  });

  it('falls back to the aggregate for an unknown id', () => {
    expect(reportSubject('nope', clients).name).toBe('Tutti i clienti');
  });

  it('gives a zero average for an empty list', () => {
    expect(reportSubject(ALL_CLIENTS, []).savingsRate).toBe(0);
  });
});

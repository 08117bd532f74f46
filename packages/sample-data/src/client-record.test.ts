import { describe, expect, it } from 'vitest';
import { createClient } from '@traguardo/domain/testing/factories';
import { clientRecord } from './client-record';
import { clients } from './clients';

const marcoRossi = clients[0] ?? createClient();
const TODAY = '2026-11-27';

describe('clientRecord', () => {
  it('gives a sample client the demo’s year of net worth, today’s month last at today’s figure', () => {
    const record = clientRecord(marcoRossi, { sample: true, today: TODAY });
    expect(record.history?.map((point) => point.month)).toEqual([
      'Dic',
      'Gen',
      'Feb',
      'Mar',
      'Apr',
      'Mag',
      'Giu',
      'Lug',
      'Ago',
      'Set',
      'Ott',
      'Nov',
    ]);
    expect(record.history?.at(-1)?.value).toBe(marcoRossi.netWorth);
    expect(record.allocation?.map((item) => item.name)).toEqual([
      'Azioni',
      'Obbligazioni',
      'Liquidità',
    ]);
    expect(record.goals.length).toBeGreaterThan(0);
    expect(record.documents).toHaveLength(4);
    expect(record.note).toMatch(/^Cliente attento/);
  });

  it('makes up nothing for a client the advisor entered: no history, allocation, goals, documents or note', () => {
    // The same id as a sample client's: being a sample client is the book's to say, not the id's.
    const entered = createClient({ id: marcoRossi.id, name: 'Mario Verdi', status: 'red' });
    expect(clientRecord(entered, { sample: false, today: TODAY })).toEqual({
      history: undefined,
      allocation: undefined,
      goals: [],
      documents: [],
      note: '',
    });
  });

  it('shows what an investor’s file brought, for any client', () => {
    const allocation = [{ name: 'Azioni', value: 100, amount: 90_000 }];
    const goals = [{ id: 'g1', name: 'Casa', current: 10_000, target: 50_000, progress: 20 }];
    const imported = { ...createClient({ netWorth: 90_000 }), allocation, goals };
    const record = clientRecord(imported, { sample: false, today: TODAY });
    expect(record.allocation).toEqual(allocation);
    expect(record.goals).toEqual(goals);
    expect(record.history).toBeUndefined();
  });
});

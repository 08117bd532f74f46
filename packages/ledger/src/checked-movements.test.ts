import { describe, expect, it } from 'vitest';
import { isMarkedChecked, markChecked } from './checked-movements';

const movement = {
  id: 'm1',
  accountId: 'conto',
  date: '2025-02-01',
  description: 'Spesa',
  amount: -4590,
  categoryId: 'cibo',
  recurring: false,
  note: '',
};

describe('lists of movements checked before their write', () => {
  it('marks the very list, frozen so that nothing is added to it before it is written', () => {
    const list = [movement];
    expect(markChecked(list)).toBe(list);
    expect(isMarkedChecked(list)).toBe(true);
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => (list as unknown[]).push({ ...movement, id: 'm2' })).toThrow(TypeError);
  });

  it('leaves any other list to be checked, a copy of a marked one too', () => {
    const list = [movement];
    markChecked(list);
    expect(isMarkedChecked([...list])).toBe(false);
    expect(isMarkedChecked(list.slice(0, 1))).toBe(false);
    expect(isMarkedChecked([])).toBe(false);
  });
});

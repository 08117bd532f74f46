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

describe('movements checked before their write', () => {
  it('marks the very objects, frozen so that none can change before it is written', () => {
    const marked = { ...movement };
    expect(markChecked([marked])).toEqual([movement]);
    expect(isMarkedChecked(marked)).toBe(true);
    expect(Object.isFrozen(marked)).toBe(true);
    expect(() => Object.assign(marked, { amount: 1 })).toThrow(TypeError);
  });

  it('leaves anything else to be checked: a copy, another object, not an object', () => {
    const marked = { ...movement };
    markChecked([marked]);
    expect(isMarkedChecked({ ...marked })).toBe(false);
    expect(isMarkedChecked(movement)).toBe(false);
    expect(isMarkedChecked(null)).toBe(false);
    expect(isMarkedChecked('m1')).toBe(false);
  });
});

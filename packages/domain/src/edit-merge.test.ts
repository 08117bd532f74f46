import { describe, expect, it } from 'vitest';
import { changedFields, mergeRecord, mergeValue } from './edit-merge';

describe('mergeValue', () => {
  it('keeps the stored value when the user changed nothing', () => {
    expect(mergeValue('a', 'a', 'Nota da B')).toEqual({ conflict: false, value: 'Nota da B' });
  });

  it('writes the user’s value when nobody else changed it', () => {
    expect(mergeValue('a', 'mia', 'a')).toEqual({ conflict: false, value: 'mia' });
  });

  it('is no conflict when both wrote the same', () => {
    expect(mergeValue('a', 'b', 'b')).toEqual({ conflict: false, value: 'b' });
  });

  it('is a conflict when both changed it differently', () => {
    expect(mergeValue('a', 'Nota da A', 'Nota da B')).toEqual({ conflict: true });
  });
});

describe('mergeRecord', () => {
  const base = { firmName: 'Studio', address: 'Via Roma 1', website: 'studio.it', on: true };

  it('keeps the other tab’s field the user never touched', () => {
    const mine = { ...base, firmName: 'Studio A' };
    const theirs = { ...base, address: 'Via B 2' };
    expect(mergeRecord(base, mine, theirs)).toEqual({
      merged: { ...base, firmName: 'Studio A', address: 'Via B 2' },
      conflicts: [],
    });
  });

  it('names the fields both changed and leaves the stored value there', () => {
    const mine = { ...base, firmName: 'Studio A', website: 'a.it', on: false };
    const theirs = { ...base, firmName: 'Studio B', website: 'b.it' };
    expect(mergeRecord(base, mine, theirs)).toEqual({
      merged: { ...theirs, on: false },
      conflicts: ['firmName', 'website'],
    });
  });
});

describe('changedFields', () => {
  it('keeps only what the user changed from what the form opened with', () => {
    const opened = {
      name: 'Casa',
      monthlyContribution: 625,
      accountId: 'c1' as string | undefined,
    };
    const saved = { name: 'Casa al mare', monthlyContribution: 625, accountId: 'c1' };
    expect(changedFields(opened, saved)).toEqual({ name: 'Casa al mare' });
  });

  it('sends a field the user emptied as undefined, and nothing for a field the form lacks', () => {
    const opened: { accountId?: string; current?: number } = { accountId: 'c1', current: 5 };
    expect(changedFields(opened, { accountId: undefined })).toEqual({ accountId: undefined });
    expect('accountId' in changedFields(opened, { accountId: undefined })).toBe(true);
  });
});

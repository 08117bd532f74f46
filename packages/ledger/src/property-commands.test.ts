import { PROPERTY_ENTRY_MESSAGES } from '@traguardo/domain/property-entry';
import { PROPERTY_MESSAGES } from '@traguardo/domain/property-schemas';
import { describe, expect, it } from 'vitest';
import { addAccount, deleteAccount, restoreAccount, updateAccount } from './account-commands';
import { openLedger } from './ledger-database';
import {
  addProperty,
  deleteProperty,
  PROPERTY_COMMAND_MESSAGES,
  restoreProperty,
  updateProperty,
} from './property-commands';
import { listProperties } from './property-queries';
import { refusal } from './testing/refusal';

const TODAY = '2026-11-27';

const mortgageDraft = {
  name: 'Mutuo casa',
  bank: 'Banca Esempio',
  type: 'mortgage',
  openingBalance: -18000000,
  openingDate: '2024-01-01',
} as const;

const home = {
  name: 'Casa di via Roma',
  value: 35000000,
  estimateDate: '2026-06-30',
  primaCasa: true,
} as const;

describe('property commands', () => {
  it('add a property with a new id, linked to a mortgage of the ledger', async () => {
    const db = openLedger('own');
    const mortgage = await addAccount(db, mortgageDraft);
    const added = await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    expect(added).toEqual({ ...home, mortgageAccountId: mortgage.id, id: expect.any(String) });
    expect(await listProperties(db)).toEqual([added]);
  });

  it('refuse a bad property field by field in Italian and write nothing', async () => {
    const db = openLedger('own');
    const error = await refusal(
      addProperty(db, { ...home, name: '  ', value: 0, estimateDate: '2026-02-30' }, TODAY),
    );
    expect(error.code).toBe('invalid');
    expect(error.problems).toEqual([
      { field: 'name', message: PROPERTY_MESSAGES.nameRequired },
      { field: 'value', message: PROPERTY_MESSAGES.valuePositive },
      { field: 'estimateDate', message: PROPERTY_MESSAGES.date },
    ]);
    const future = await refusal(addProperty(db, { ...home, estimateDate: '2026-11-28' }, TODAY));
    expect(future.problems).toEqual([
      { field: 'estimateDate', message: PROPERTY_ENTRY_MESSAGES.dateInFuture },
    ]);
    const tooLarge = await refusal(addProperty(db, { ...home, value: 1_000_000_001 }, TODAY));
    expect(tooLarge.message).toBe(PROPERTY_MESSAGES.valueTooLarge);
    expect(await listProperties(db)).toEqual([]);
  });

  it('link only a mortgage of the ledger, each securing one property', async () => {
    const db = openLedger('own');
    const checking = await addAccount(db, { ...mortgageDraft, type: 'checking', name: 'Conto' });
    const notMortgage = await refusal(
      addProperty(db, { ...home, mortgageAccountId: checking.id }, TODAY),
    );
    expect(notMortgage.problems).toEqual([
      { field: 'mortgageAccountId', message: PROPERTY_COMMAND_MESSAGES.notMortgage },
    ]);
    const missing = await refusal(
      addProperty(db, { ...home, mortgageAccountId: 'nessuno' }, TODAY),
    );
    expect(missing.problems[0]?.field).toBe('mortgageAccountId');
    const mortgage = await addAccount(db, mortgageDraft);
    await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    const taken = await refusal(
      addProperty(db, { ...home, name: 'Casa al mare', mortgageAccountId: mortgage.id }, TODAY),
    );
    expect(taken.message).toBe(PROPERTY_COMMAND_MESSAGES.mortgageTaken('Casa di via Roma'));
    expect((await listProperties(db)).map((p) => p.name)).toEqual(['Casa di via Roma']);
  });

  it('update only the fields changed, over the property as stored now', async () => {
    const db = openLedger('own');
    const mortgage = await addAccount(db, mortgageDraft);
    const added = await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    // Another tab renames it; this one changes only the value.
    await updateProperty(db, added.id, { name: 'Casa in via Roma 12' }, TODAY);
    const updated = await updateProperty(db, added.id, { value: 36000000 }, TODAY);
    expect(updated).toEqual({ ...added, name: 'Casa in via Roma 12', value: 36000000 });
    // Removing the link leaves no key behind.
    const unlinked = await updateProperty(db, added.id, { mortgageAccountId: undefined }, TODAY);
    expect('mortgageAccountId' in unlinked).toBe(false);
    const refused = await refusal(updateProperty(db, added.id, { value: -5 }, TODAY));
    expect(refused.problems).toEqual([
      { field: 'value', message: PROPERTY_MESSAGES.valuePositive },
    ]);
    expect(await listProperties(db)).toEqual([unlinked]);
    const gone = await refusal(updateProperty(db, 'nessuno', { value: 1 }, TODAY));
    expect(gone.code).toBe('notFound');
  });

  it('take a new name for a property whose mortgage account has since changed type', async () => {
    const db = openLedger('own');
    const mortgage = await addAccount(db, mortgageDraft);
    const added = await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    await updateAccount(db, mortgage.id, { type: 'credit' });
    const renamed = await updateProperty(db, added.id, { name: 'Casa in via Roma' }, TODAY);
    expect(renamed).toEqual({ ...added, name: 'Casa in via Roma' });
    const relinked = await refusal(
      updateProperty(db, added.id, { mortgageAccountId: mortgage.id }, TODAY),
    );
    expect(relinked.message).toBe(PROPERTY_COMMAND_MESSAGES.notMortgage);
  });

  it('delete a property and put it back as it was (the undo)', async () => {
    const db = openLedger('own');
    const mortgage = await addAccount(db, mortgageDraft);
    const added = await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    const deleted = await deleteProperty(db, added.id);
    expect(await listProperties(db)).toEqual([]);
    await restoreProperty(db, deleted);
    expect(await listProperties(db)).toEqual([added]);
  });

  it('keep a property when its mortgage account goes, and link it again on the undo', async () => {
    const db = openLedger('own');
    const mortgage = await addAccount(db, mortgageDraft);
    const added = await addProperty(db, { ...home, mortgageAccountId: mortgage.id }, TODAY);
    const deleted = await deleteAccount(db, mortgage.id);
    expect(await listProperties(db)).toEqual([{ ...home, id: added.id }]);
    await restoreAccount(db, deleted);
    expect(await listProperties(db)).toEqual([added]);
  });

  it('give the demo, which keeps its sample house, no property', async () => {
    const db = openLedger('demo');
    const error = await refusal(addProperty(db, home, TODAY));
    expect(error.message).toBe(PROPERTY_COMMAND_MESSAGES.demo);
    expect(await listProperties(db)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  parseTransactionQuery,
  serializeTransactionQuery,
} from './ledger-transaction-query';

describe('the Movimenti query', () => {
  it('reads every filter from the address', () => {
    expect(
      parseTransactionQuery(
        new URLSearchParams('conto=a1&mese=2026-11&categoria=cibo&testo=spesa%20coop'),
      ),
    ).toEqual({ accountId: 'a1', month: '2026-11', categoryId: 'cibo', text: 'spesa coop' });
  });

  it('drops a malformed month and empty values, keeping the rest', () => {
    expect(
      parseTransactionQuery(new URLSearchParams('mese=2026-13&conto=&testo=%20&categoria=casa')),
    ).toEqual({ categoryId: 'casa' });
  });

  it('writes only what filters, and reads back what it wrote', () => {
    const view = { accountId: 'a1', month: '2025-02', text: 'caffè' };
    const params = serializeTransactionQuery({ ...view, categoryId: '' });
    expect(params.toString()).toBe('conto=a1&mese=2025-02&testo=caff%C3%A8');
    expect(parseTransactionQuery(params)).toEqual(view);
  });

  it('knows whether the view filters anything', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ text: '  ' })).toBe(false);
    expect(isFiltered({ month: '2026-01' })).toBe(true);
  });
});

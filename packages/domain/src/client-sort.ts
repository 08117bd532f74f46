// The order of the advisor's client table: by any column, either way, as the address keeps it
// ('?ordina=patrimonio&verso=disc'). Ties keep the book's order, so a sort is stable.
import { type Client } from './entities';
import { compareKeys, compareNames } from './text-order';

export const CLIENT_SORT_KEYS = [
  'name',
  'status',
  'netWorth',
  'savingsRate',
  'emergencyFund',
  'investmentFee',
  'insuranceGap',
  'lastContact',
] as const;

export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type ClientSort = { key: ClientSortKey; direction: SortDirection };

/** The words of the address for each key: Italian, what a shared link shows. */
export const CLIENT_SORT_PARAMS: Record<ClientSortKey, string> = {
  name: 'nome',
  status: 'stato',
  netWorth: 'patrimonio',
  savingsRate: 'risparmio',
  emergencyFund: 'fondo',
  investmentFee: 'costi',
  insuranceGap: 'gap',
  lastContact: 'contatto',
};

// Status from the most urgent: red first when ascending.
const statusRank = { red: 0, yellow: 1, green: 2 } as const;

function compare(a: Client, b: Client, key: ClientSortKey): number {
  if (key === 'name') return compareNames(a.name, b.name);
  if (key === 'status') return statusRank[a.status] - statusRank[b.status];
  if (key === 'lastContact') return compareKeys(a.lastContact, b.lastContact);
  return a[key] - b[key];
}

/** The clients in the sort's order (a new array); ties keep their order in `clients`. */
export function sortClients<C extends Client>(clients: readonly C[], sort: ClientSort): C[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return clients
    .map((client, index) => ({ client, index }))
    .sort((a, b) => sign * compare(a.client, b.client, sort.key) || a.index - b.index)
    .map(({ client }) => client);
}

/** The sort an address asks for; undefined for none or an unknown one (never trusted). */
export function readClientSort(params: URLSearchParams): ClientSort | undefined {
  const word = params.get('ordina');
  const key = CLIENT_SORT_KEYS.find((k) => CLIENT_SORT_PARAMS[k] === word);
  if (key === undefined) return undefined;
  return { key, direction: params.get('verso') === 'disc' ? 'desc' : 'asc' };
}

/** The address words of a sort (none for the book's own order). */
export function clientSortParams(sort: ClientSort | undefined): [string, string][] {
  if (sort === undefined) return [];
  return [
    ['ordina', CLIENT_SORT_PARAMS[sort.key]],
    ['verso', sort.direction === 'asc' ? 'cresc' : 'disc'],
  ];
}

import { type Client } from '@traguardo/domain/entities';

/**
 * What the page asks of the CSV worker. `load` hands it a slice of the client list (each
 * slice in its own task, so the page never stalls); `write` names, by id, the clients
 * whose CSV is wanted, so an export sends ids instead of the clients themselves. Every
 * request has one answer: `null` for `load`, the file (a Blob, UTF-8) for `write`.
 */
export type ClientsCsvRequest =
  { kind: 'load'; clients: readonly Client[] } | { kind: 'write'; ids: readonly string[] };

/**
 * The CSV worker's API. `write` answers the file (a Blob, UTF-8) of the clients named by id,
 * in that order. The worker reads the advisor's client list itself (`data/clients`, the one
 * list every screen reads), so an export sends ids, never the clients.
 */
export type ClientsCsvWorker = {
  write: (ids: readonly string[]) => Blob;
};

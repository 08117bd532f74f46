/**
 * What the page asks of the CSV worker: the file of the clients it names by id, in that
 * order. The worker reads the advisor's client list itself (`data/clients`, the one list
 * every screen reads), so an export sends ids, never the clients. The answer is the file
 * (a Blob, UTF-8).
 */
export type ClientsCsvRequest = { ids: readonly string[] };

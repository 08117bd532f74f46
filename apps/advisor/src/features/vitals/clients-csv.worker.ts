// The CSV is written here, off the main thread: formatting and quoting 10,000 rows would
// otherwise hold the page in one long task. The file goes back as a Blob made here: the
// page only names it and hands it to the browser (a Blob made there from 2 MB of bytes
// cost it a 170 ms task in URL.createObjectURL).
//
// The client list is the app's own, read here as the screens read it: a scale build's
// 10,000 generated clients are generated here too, from the same seed, instead of being
// posted from the page (three 50–60 ms tasks of its main thread at 4× CPU).
import { CLIENTS_CSV_TYPE, clientsCsv } from '@traguardo/domain/clients-csv';
import { type Client } from '@traguardo/domain/entities';
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { clients } from '../../data/clients';
import { type ClientsCsvWorker } from './clients-csv-api';

const clientsById = new Map(clients.map((client) => [client.id, client]));

function clientWithId(id: string): Client {
  const client = clientsById.get(id);
  if (client === undefined) throw new Error(`Cliente ${id} assente dall'elenco dei clienti.`);
  return client;
}

// Writing the whole list once, unused, compiles the writer before the first export: with
// only a part of it written, the first exports of 10,000 clients took 3–6 times as long as
// the later ones.
clientsCsv(clients);

answerCalls<ClientsCsvWorker>({
  write: (ids) => new Blob([clientsCsv(ids.map(clientWithId))], { type: CLIENTS_CSV_TYPE }),
});

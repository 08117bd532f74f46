// The CSV is written here, off the main thread: formatting and quoting 10,000 rows would
// otherwise hold the page in one long task. The bytes go back transferred, not copied.
import { clientsCsv } from '@traguardo/domain/clients-csv';
import { type Client } from '@traguardo/domain/entities';
import { answerRequests } from '@traguardo/ui/ask-worker';

answerRequests<readonly Client[]>((clients) => {
  const { buffer } = new TextEncoder().encode(clientsCsv(clients));
  self.postMessage(buffer, { transfer: [buffer] });
});

import { defineAppConfig } from '../../vite.config.base';

export default defineAppConfig({
  base: '/investor/',
  port: 5174,
  pwa: {
    name: 'Traguardo – Investitore',
    shortName: 'Traguardo',
    description:
      'Patrimonio, budget e obiettivi: la tua pianificazione finanziaria, anche offline.',
  },
  // A route's page asked for 9 to 23 files once painted, a third of them under 1 KB: on
  // HTTP/1.1 each waits for one of six connections and a round trip. These groups put the
  // small ones a screen reads together into one file each (Home: 15 files to 8, Altro: 23 to
  // 16, about the same bytes).
  chunkGroups: [
    {
      // The sample person's data that two or more chunks use, taken before the ledger's group
      // would take it with the demo's seed: a screen that shows a sample figure then needs
      // this file, not the ledger's.
      name: 'sample-data',
      test: /packages[\\/]sample-data[\\/]src[\\/]/,
      minShareCount: 2,
      priority: 4,
    },
    {
      // Every icon two or more chunks draw, in one file: each was a request of its own (under
      // 1 KB), and a route's page asked for up to six of them.
      name: 'icons',
      test: /node_modules[\\/]lucide-react[\\/]/,
      minShareCount: 2,
      priority: 2,
    },
    {
      // The ledger as the screens read it (Dexie, the database, its queries, the demo's seed
      // and the app's connection), in one file: a screen asked for four to six of its pieces.
      // The positions' queries too: every figure that sums the accounts reads them. Not what
      // only some features use (the positions' commands and tax engine, the answers to an
      // opening balance's question, the backup, bank imports and their rules), nor the
      // profiles' names, which screens without the ledger
      // use; and without what these modules import (the profile store, toasts): taken along,
      // they made every screen load the ledger. No chunk imports the ledger's file and is
      // imported by it (no cycle), so the modules still run in their import order.
      name: 'ledger',
      test: /node_modules[\\/]dexie(-react-hooks)?[\\/]|packages[\\/]ledger[\\/]src[\\/](?!position-commands|opening-balance-commands|backup|import-(commands|writer)|rule-|profiles)|packages[\\/]bank-import[\\/]src[\\/](mapping-profile|starter-rules)\.ts|apps[\\/]investor[\\/]src[\\/]ledger[\\/](?!profile-labels|report-refusal)/,
      minShareCount: 2,
      priority: 2,
      includeDependenciesRecursively: false,
    },
  ],
});

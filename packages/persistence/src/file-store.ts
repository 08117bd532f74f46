import * as v from 'valibot';
import { type NoticeListener } from './notices';
import { objectStore, type ObjectStore } from './object-store';

// File bytes by id in IndexedDB (localStorage is too small for files). Kept as an
// ArrayBuffer with the type the app read from the content, so a file comes back exactly
// as it was chosen and never as something its name pretends. The connection gives way to
// other tabs (see object-store.ts): deleting or upgrading the database is never blocked.

/** Where a file ended up: on the device, or only in this tab when storage failed. */
export type FileKept = 'device' | 'memory';

export type FileStore<T extends string> = {
  /**
   * Keeps a file's bytes. 'device' only once the write's transaction has completed; never
   * throws: a failed write keeps them in memory, answers 'memory' and says so.
   */
  keep: (id: string, bytes: ArrayBuffer, type: T) => Promise<FileKept>;
  /** The file as a Blob of its stored type, or undefined when it is not kept. */
  read: (id: string) => Promise<Blob | undefined>;
  /**
   * Forgets one file (its document was deleted); never throws: a file that cannot be removed
   * stays, unreachable, and the notice says storage is unavailable.
   */
  forget: (id: string) => Promise<void>;
  /**
   * Forgets every kept file; rejects, keeping them all, when the stored ones cannot be
   * removed. Without IndexedDB only the files kept in memory exist.
   */
  clear: () => Promise<void>;
};

type FileStoreDeclaration<T extends string> = {
  database: string;
  store: string;
  /** The only types a stored file may have; anything else reads as missing. */
  types: readonly [T, ...T[]];
  onNotice: NoticeListener;
};

// By tag, not `instanceof`: a structured clone may come back from another realm.
const arrayBufferSchema = v.custom<ArrayBuffer>(
  (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
);

export function createFileStore<T extends string>({
  database,
  store,
  types,
  onNotice,
}: FileStoreDeclaration<T>): FileStore<T> {
  const storedFileSchema = v.object({ type: v.picklist(types), bytes: arrayBufferSchema });
  type StoredFile = v.InferOutput<typeof storedFileSchema>;
  // Files that could not be stored stay here, so they still open until the tab closes.
  const inMemory = new Map<string, StoredFile>();
  const unavailable = () => onNotice({ kind: 'unavailable', key: database });

  let files: ObjectStore | undefined;
  const filesStore = (): ObjectStore => {
    files ??= objectStore(database, store);
    return files;
  };

  return {
    keep: async (id, bytes, type) => {
      const file: StoredFile = { type, bytes };
      try {
        await filesStore().run('readwrite', (files) => files.put(file, id));
        return 'device';
      } catch {
        inMemory.set(id, file);
        unavailable();
        return 'memory';
      }
    },
    read: async (id) => {
      let file: unknown = inMemory.get(id);
      if (file === undefined) {
        try {
          file = await filesStore().run('readonly', (files) => files.get(id));
        } catch {
          unavailable();
          return undefined;
        }
      }
      const parsed = v.safeParse(storedFileSchema, file);
      return parsed.success
        ? new Blob([parsed.output.bytes], { type: parsed.output.type })
        : undefined;
    },
    forget: async (id) => {
      inMemory.delete(id);
      if (typeof indexedDB === 'undefined') return;
      try {
        await filesStore().run('readwrite', (files) => files.delete(id));
      } catch {
        unavailable();
      }
    },
    clear: async () => {
      if (typeof indexedDB !== 'undefined')
        await filesStore().run('readwrite', (files) => files.clear());
      inMemory.clear();
    },
  };
}

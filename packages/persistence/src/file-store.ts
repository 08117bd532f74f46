import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { type NoticeListener } from './notices';

// File bytes by id in IndexedDB (localStorage is too small for files). Kept as an
// ArrayBuffer with the type the app read from the content, so a file comes back exactly
// as it was chosen and never as something its name pretends.

/** Where a file ended up: on the device, or only in this tab when storage failed. */
export type FileKept = 'device' | 'memory';

export type FileStore<T extends string> = {
  /** Keeps a file's bytes; never throws: a failure keeps them in memory and says so. */
  keep: (id: string, bytes: ArrayBuffer, type: T) => Promise<FileKept>;
  /** The file as a Blob of its stored type, or undefined when it is not kept. */
  read: (id: string) => Promise<Blob | undefined>;
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

  let idbStore: UseStore | undefined;
  const filesStore = (): UseStore => {
    idbStore ??= createStore(database, store);
    return idbStore;
  };

  return {
    keep: async (id, bytes, type) => {
      const file: StoredFile = { type, bytes };
      try {
        await set(id, file, filesStore());
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
          file = await get(id, filesStore());
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
    clear: async () => {
      if (typeof indexedDB !== 'undefined') await clear(filesStore());
      inMemory.clear();
    },
  };
}

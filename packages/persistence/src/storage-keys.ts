/** Where the key of every store of an app starts: 'traguardo:investor:'. */
export function appStorageKeyPrefix<const App extends string>(app: App): `traguardo:${App}:` {
  return `traguardo:${app}:`;
}

/** Part of every backup key (a bad stored value kept aside), which no store reads. */
export const BACKUP_KEY_INFIX = ':backup:';

import { useMemo, useState, type ReactNode } from 'react';
import { roleFromSearch, type Role } from '@traguardo/domain/role';
import { AppContext, type AppContextValue } from './app-context';
import { type StorageNoticeSource } from './use-storage-notices';
import { type ThemeStorage } from './use-theme-preference';

type AppProviderProps = {
  /** The role of the app this provider serves; used when the URL names no valid role. */
  defaultRole: Role;
  /** Query string to read `?role=` from; defaults to the current location's. */
  search?: string;
  /** Where the theme choice is kept: the app passes the device's. */
  themeStorage?: ThemeStorage;
  /** The notices about saved data the banner shows: the app passes the page's. */
  storageNotices?: StorageNoticeSource;
  children: ReactNode;
};

// The advisor's selected client is not kept here: its one home is the advisor's persisted
// selection store.
export function AppProvider({
  defaultRole,
  search,
  themeStorage,
  storageNotices,
  children,
}: AppProviderProps) {
  const [userRole, setUserRole] = useState<Role>(() =>
    roleFromSearch(search ?? globalThis.location?.search ?? '', defaultRole),
  );
  const value = useMemo<AppContextValue>(
    () => ({ userRole, setUserRole, themeStorage, storageNotices }),
    [userRole, themeStorage, storageNotices],
  );

  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

import { createContext } from 'react';
import { type Role } from '@traguardo/domain/role';
import { type StorageNoticeSource } from './use-storage-notices';
import { type ThemeStorage } from './use-theme-preference';

export type AppContextValue = {
  userRole: Role;
  setUserRole: (role: Role) => void;
  /** Where the theme choice is kept (the device's, from persistence); none in stories. */
  themeStorage?: ThemeStorage;
  /** The page's notices about saved data (from persistence); none in stories. */
  storageNotices?: StorageNoticeSource;
};

export const AppContext = createContext<AppContextValue | null>(null);

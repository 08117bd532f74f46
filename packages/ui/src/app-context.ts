import { createContext } from 'react';
import { type Role } from '@traguardo/domain/role';
import { type ThemeStorage } from './theme-preference';

export type AppContextValue = {
  userRole: Role;
  setUserRole: (role: Role) => void;
  /** Where the theme choice is kept (the device's, from persistence); none in stories. */
  themeStorage?: ThemeStorage;
};

export const AppContext = createContext<AppContextValue | null>(null);

import { createContext } from 'react';
import { type Role } from '@traguardo/domain/role';

export type AppContextValue = {
  userRole: Role;
  setUserRole: (role: Role) => void;
};

export const AppContext = createContext<AppContextValue | null>(null);

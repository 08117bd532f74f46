import { createContext } from 'react';
import { type Role } from '@traguardo/domain/role';

export type AppContextValue = {
  userRole: Role;
  setUserRole: (role: Role) => void;
  /** Id of the client the advisor is looking at, if any. */
  selectedClient: string | undefined;
  setSelectedClient: (clientId: string | undefined) => void;
};

export const AppContext = createContext<AppContextValue | null>(null);

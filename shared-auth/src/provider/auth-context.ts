import { createContext } from 'react';

/** True only inside AuthProvider; lets the hooks fail loudly when used outside it. */
export const InsideAuthProvider = createContext(false);

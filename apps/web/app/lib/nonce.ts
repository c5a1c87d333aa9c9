/**
 * The Content-Security-Policy nonce of the page being rendered on the server, for the inline
 * scripts it writes (entry.server.tsx provides it). In the browser it is undefined: the scripts
 * are already in the document, and browsers hide the attribute's value from the DOM anyway.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

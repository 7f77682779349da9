import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response on the server; "" in the browser, which hides nonces from scripts. */
export function useNonce() {
  return useContext(NonceContext);
}

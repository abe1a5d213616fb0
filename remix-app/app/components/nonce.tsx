import { createContext, type ReactNode, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the page being rendered on the server, for the inline
 * scripts React Router emits (<Scripts>, <ScrollRestoration>). Browsers hide nonces from the DOM,
 * so on the client it is empty, which is what hydration expects.
 */
const NonceContext = createContext('')

export const NonceProvider = ({ value, children }: { value: string; children: ReactNode }) => (
  <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
)

export const useNonce = () => useContext(NonceContext)

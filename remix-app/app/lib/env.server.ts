/** Runtime settings of the site, read from the environment on each call so tests can override them. */
const trimSlash = (url: string) => url.replace(/\/+$/, '')

export function serverEnv() {
  const apiUrl = trimSlash(process.env.API_URL || 'http://localhost:4000')
  return {
    /** Where the site's server reaches the API (may be an internal address). */
    apiUrl,
    /** Where browsers reach the API; exposed to the client through the root loader. */
    publicApiUrl: trimSlash(process.env.PUBLIC_API_URL || apiUrl),
    cmsUrl: trimSlash(process.env.CMS_URL || 'http://localhost:3001'),
  }
}

/** The part of the environment the browser may see. */
export type PublicEnv = { PUBLIC_API_URL: string }

export const publicEnv = (): PublicEnv => ({ PUBLIC_API_URL: serverEnv().publicApiUrl })

/**
 * Which text namespaces a server render looked up (issue 17): the browser then loads only those
 * before it hydrates (entry.client), and the rest when the visitor first interacts or navigates.
 * The server's i18next instances report every lookup here (instance.server.ts); a request's render
 * collects them in a set of its own (namespace-use.server.ts installs where to find it). No Node
 * module here: the site's `useTranslation`, which both sides bundle, reports through it too.
 */
/** The id of the JSON block that hands a page's list to the browser (namespace-use.server.ts writes it). */
export const namespacesElementId = 'i18n-namespaces'

let currentSet: () => Set<string> | undefined = () => undefined
const capturing: Set<string>[] = []

/** Where the namespaces of the render in progress go (the server's request-scoped set). */
export function setNamespaceSink(find: () => Set<string> | undefined): void {
  currentSet = find
}

/** A lookup in `ns`: noted for the render in progress and for every capture open around it. */
export function noteNamespace(ns: string): void {
  currentSet()?.add(ns)
  for (const set of capturing) set.add(ns)
}

/**
 * Runs `work` and answers what it returned with the namespaces it looked up, so a remembered
 * answer (remembered-t.ts) can report them again when it is reused without a lookup.
 */
export function withNamespaces<T>(work: () => T): [T, string[]] {
  const set = new Set<string>()
  capturing.push(set)
  try {
    return [work(), [...set]]
  } finally {
    capturing.pop()
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type AuthRule = 'public' | 'user' | 'lessor' | 'traveler' | 'owner' | 'notshown'
export type ContractRoute = { method: string; path: string; auth: AuthRule; spec: string; section: string }

const here = path.dirname(fileURLToPath(import.meta.url))
/** The contract lives beside the repository in ../shared (CI clones it there too); SHARED_DIR points elsewhere (git worktrees). */
const routesFile = path.resolve(
  process.env.SHARED_DIR ?? path.resolve(here, '..', '..', '..', '..', 'shared'),
  'contract',
  'routes.tsv',
)

export function readContractRoutes(file = routesFile): ContractRoute[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('method\t'))
    .map((line) => {
      const [method, routePath, auth, spec, section] = line.split('\t')
      return { method: method!, path: routePath!, auth: auth as AuthRule, spec: spec!, section: section! }
    })
}

export const routeKey = (route: Pick<ContractRoute, 'method' | 'path'>) => `${route.method} ${route.path}`

const placeholderValues: Record<string, string[]> = {
  kind: ['recreational_vehicle', 'campsite', 'boat'],
  listingType: ['recreational_vehicle'],
  chatType: ['rv-booking-chat', 'campsite-booking-chat', 'boat-booking-chat'],
}

/** Concrete request paths for a contract path: each kind, and fresh UUIDs for ids. */
export function concretePaths(routePath: string, id = '00000000-0000-4000-8000-000000000000'): string[] {
  let paths = [routePath]
  for (const match of routePath.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!
    const values = placeholderValues[name] ?? [name === 'token' ? 'abc-def' : id]
    paths = paths.flatMap((candidate) => values.map((value) => candidate.replace(`{${name}}`, value)))
  }
  return paths
}

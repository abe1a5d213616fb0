import path from 'node:path'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { collections } from './collections'
import { databaseAdapter } from './db'
import { withReadableLabels } from './fields/labels'
import { globals } from './globals'
import { repoRoot } from './paths'

export type PayloadConfigOptions = { databaseUrl?: string }

/**
 * Builds the one Payload config used by the CMS, the API, the seed and the tests.
 * Call it once per process: Payload sanitises the collection configs in place.
 */
export function createPayloadConfig(options: PayloadConfigOptions = {}): Promise<SanitizedConfig> {
  return buildConfig({
    secret: process.env.PAYLOAD_SECRET ?? 'driftway-dev-secret-change-me',
    serverURL: process.env.CMS_URL ?? '',
    db: databaseAdapter(options.databaseUrl ?? process.env.DATABASE_URL),
    collections: withReadableLabels(collections),
    globals: withReadableLabels(globals),
    sharp,
    admin: {
      user: 'staff',
      meta: { titleSuffix: ' · Driftway admin', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }] },
      // Gravatar is an external request (broken avatar offline); use Payload's built-in avatar.
      avatar: 'default',
      components: {
        graphics: { Logo: '@driftway/cms/components/Logo#Logo', Icon: '@driftway/cms/components/Icon#Icon' },
      },
      // Lets `payload generate:importmap` run from any folder.
      importMap: { importMapFile: path.join(repoRoot, 'cms', 'src', 'app', '(payload)', 'admin', 'importMap.js') },
    },
    telemetry: false,
    typescript: { outputFile: path.join(repoRoot, 'collections', 'src', 'payload-types.ts'), autoGenerate: false },
    graphQL: { disable: true },
  })
}

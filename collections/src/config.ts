import path from 'node:path'
import { developmentSecrets } from '@driftway/domain/security/secrets'
import { buildConfig, defaultLoggerOptions, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { withAuditTrail } from './audit/trail'
import { collections } from './collections'
import { withFreshStaffSignIn } from './collections/moneySettings'
import { databaseAdapter } from './db'
import { withReadableLabels } from './fields/labels'
import { globals } from './globals'
import { jobs } from './jobs'
import { repoRoot } from './paths'
import { withSearchChanges } from './search-changes'

export type PayloadConfigOptions = { databaseUrl?: string }

/**
 * Builds the one Payload config used by the CMS, the API, the seed and the tests.
 * Call it once per process: Payload sanitises the collection configs in place.
 */
export async function createPayloadConfig(options: PayloadConfigOptions = {}): Promise<SanitizedConfig> {
  return buildConfig({
    // A production start refuses a missing or public secret before it gets here (API main, CMS
    // instrumentation); builds and tests use the development value.
    secret: process.env.PAYLOAD_SECRET || developmentSecrets.PAYLOAD_SECRET,
    serverURL: process.env.CMS_URL ?? '',
    db: await databaseAdapter(options.databaseUrl ?? process.env.DATABASE_URL),
    collections: withReadableLabels(withSearchChanges(withAuditTrail(withFreshStaffSignIn(collections)))),
    globals: withReadableLabels(globals),
    jobs,
    // Payload's own lines (the job runner's "Running 1 jobs." every few seconds, migrations) at the
    // level the API and the site log at: LOG_LEVEL=warn keeps them out, as it keeps out the API's.
    logger: { options: { level: process.env.LOG_LEVEL || 'info' }, destination: defaultLoggerOptions },
    sharp,
    admin: {
      user: 'staff',
      meta: { titleSuffix: ' · Driftway admin', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }] },
      // Gravatar is an external request (broken avatar offline); use Payload's built-in avatar.
      avatar: 'default',
      components: {
        graphics: { Logo: '@driftway/cms/components/Logo#Logo', Icon: '@driftway/cms/components/Icon#Icon' },
        // Asks for the authenticator code of staff with two-factor sign-in on (Staff.twoFactor.ts).
        views: { login: { Component: '@driftway/cms/components/StaffLogin#StaffLogin' } },
      },
      // Lets `payload generate:importmap` run from any folder.
      importMap: { importMapFile: path.join(repoRoot, 'cms', 'src', 'app', '(payload)', 'admin', 'importMap.js') },
    },
    telemetry: false,
    typescript: { outputFile: path.join(repoRoot, 'collections', 'src', 'payload-types.ts'), autoGenerate: false },
    graphQL: { disable: true },
  })
}

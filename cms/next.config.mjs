import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The CMS compiles workspace TypeScript (collections, domain) that lives outside cms/, so both
// file tracing and Turbopack must treat the monorepo root as the project root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second stack (parallel e2e runs) builds beside the default one instead of over it.
  distDir: process.env.CMS_DIST_DIR ?? '.next',
  outputFileTracingRoot: repoRoot,
  turbopack: { root: repoRoot },
  transpilePackages: ['@driftway/collections', '@driftway/domain'],
  // Types are checked once for the whole repo (`npm run typecheck`, `npm run typecheck -w @driftway/cms`);
  // re-checking every imported workspace here would make the admin build fail on unrelated edits.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

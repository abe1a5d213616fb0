import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The CMS compiles workspace TypeScript (collections, domain) that lives outside cms/, so both
// file tracing and Turbopack must treat the monorepo root as the project root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Security headers of every admin response. Payload's admin (Next.js with inline bootstrapping
 * scripts and inline styles it does not nonce) needs 'unsafe-inline' for scripts and styles; the
 * rest is as strict as the site: same-origin everything, no framing, no plugins, forms post here.
 * docs/decisions records the exception.
 */
/** The public site: the landing-page live preview frames its city pages (decision 0065). */
const siteOrigin = (() => {
  try {
    return new URL(process.env.SITE_URL || 'http://localhost:3000').origin
  } catch {
    return ''
  }
})()

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src 'self' ${siteOrigin}`.trim(),
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "worker-src 'self' blob:",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

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
  poweredByHeader: false,
  // Turbopack keeps a build cache on disk for the next build; a CI run builds once from a clean
  // clone and would spend a minute or more writing a cache nobody reads.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // HSTS only where the admin is served over HTTPS (behind the reverse proxy that says so).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
      },
    ]
  },
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

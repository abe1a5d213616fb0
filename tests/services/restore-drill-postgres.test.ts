import { vi } from 'vitest'
import { restoreDrill } from './restore-drill'

/**
 * The restore drill (issue 24) on PostgreSQL (DATABASE_URL, as every services file): see restore-drill.ts. This process serves the
 * restored uploads, so its upload folders are set before collections/paths.ts reads them.
 */
vi.hoisted(() => {
  const base = `${process.env.TMPDIR || '/tmp'}/driftway-drill-postgres-${process.pid}`
  process.env.MEDIA_DIR = `${base}/restored/media`
  process.env.PRIVATE_FILES_DIR = `${base}/restored/private-files`
})

restoreDrill('postgres')

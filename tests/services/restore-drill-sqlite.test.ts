import { vi } from 'vitest'
import { restoreDrill } from './restore-drill'

/**
 * The restore drill (issue 24) on the embedded SQLite database: see restore-drill.ts. This process serves the
 * restored uploads, so its upload folders are set before collections/paths.ts reads them.
 */
vi.hoisted(() => {
  const base = `${process.env.TMPDIR || '/tmp'}/driftway-drill-sqlite-${process.pid}`
  process.env.MEDIA_DIR = `${base}/restored/media`
  process.env.PRIVATE_FILES_DIR = `${base}/restored/private-files`
})

restoreDrill('sqlite')

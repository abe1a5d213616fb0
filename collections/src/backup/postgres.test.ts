import { describe, expect, it } from 'vitest'
import { pgDumpCall, pgRestoreCall, splitPassword } from './postgres'

describe('PostgreSQL backup through pg_dump/pg_restore', () => {
  it('passes the password as PGPASSWORD, never as an argument', () => {
    const call = pgDumpCall('postgres://driftway:s%40cret@db:5432/driftway?sslmode=require', '/tmp/d.pgdump')
    expect(call.program).toBe('pg_dump')
    expect(call.args).toEqual([
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file=/tmp/d.pgdump',
      '--dbname=postgres://driftway@db:5432/driftway?sslmode=require',
    ])
    expect(call.env).toEqual({ PGPASSWORD: 's@cret' })
    expect(call.args.join(' ')).not.toContain('cret')
  })

  it('restores in one transaction that stops at the first error', () => {
    const call = pgRestoreCall('postgresql://postgres@127.0.0.1/fresh', '/tmp/d.pgdump')
    expect(call).toEqual({
      program: 'pg_restore',
      args: [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '--dbname=postgresql://postgres@127.0.0.1/fresh',
        '/tmp/d.pgdump',
      ],
      env: {},
    })
    expect(splitPassword('postgres://a@h/d')).toEqual({ url: 'postgres://a@h/d', password: undefined })
  })
})

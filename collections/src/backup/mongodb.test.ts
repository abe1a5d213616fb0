import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mongoDatabaseName, mongodbBackup, mongodumpCall, mongorestoreCall } from './mongodb'

/** The MongoDB tools are not installed on every machine: what they are given is checked here. */
describe('MongoDB backup through mongodump/mongorestore', () => {
  it('names the database of the URL (MongoDB’s default without one)', () => {
    expect(mongoDatabaseName('mongodb://u:p@db:27017/driftway?authSource=admin')).toBe('driftway')
    expect(mongoDatabaseName('mongodb://db:27017')).toBe('test')
  })

  it('dumps into an archive file, the connection string only in the config file', () => {
    expect(mongodumpCall('/tmp/x/tools.yaml', '/tmp/s/database.mongodump')).toEqual({
      program: 'mongodump',
      args: ['--config=/tmp/x/tools.yaml', '--archive=/tmp/s/database.mongodump'],
    })
  })

  it('restores under the target’s name, dropping collections only when forced', () => {
    const names = { sourceName: 'driftway', targetName: 'restored' }
    const plain = mongorestoreCall('/c.yaml', '/a.mongodump', names, false)
    expect(plain.program).toBe('mongorestore')
    expect(plain.args).toEqual([
      '--config=/c.yaml',
      '--archive=/a.mongodump',
      '--nsInclude=driftway.*',
      '--nsFrom=driftway.*',
      '--nsTo=restored.*',
      '--stopOnError',
    ])
    expect(mongorestoreCall('/c.yaml', '/a.mongodump', names, true).args).toContain('--drop')
  })

  it('says clearly when the tools are missing, and leaves no config file with the password behind', async () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('.mongo-'))
    const backup = mongodbBackup('mongodb://user:secret@127.0.0.1:1/driftway')
    const previousPath = process.env.PATH
    process.env.PATH = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-path-'))
    try {
      await expect(backup.dump(path.join(os.tmpdir(), 'never.mongodump'))).rejects.toThrow(
        /mongodump is not installed \(not found on PATH\)/,
      )
    } finally {
      fs.rmSync(process.env.PATH, { recursive: true, force: true })
      process.env.PATH = previousPath
    }
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('.mongo-'))).toEqual(before)
  })
})

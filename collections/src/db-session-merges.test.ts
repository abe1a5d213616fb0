import { describe, expect, it } from 'vitest'
import { mergeSessions, type StoredSession } from './db-session-merges'

const now = new Date('2026-11-30T12:00:00Z')
const session = (id: string, expiresAt = '2026-11-30T14:00:00Z'): StoredSession => ({ id, expiresAt })
const ids = (sessions: StoredSession[]) => sessions.map((entry) => entry.id)

describe('mergeSessions', () => {
  it('keeps a session someone else added after the writer read', () => {
    const merged = mergeSessions({
      read: new Set(['a']),
      written: [session('a'), session('mine')],
      stored: [session('a'), session('theirs')],
      now,
    })
    expect(ids(merged)).toEqual(['a', 'theirs', 'mine'])
  })

  it('removes what the writer read and left out, and nothing else', () => {
    const merged = mergeSessions({
      read: new Set(['a', 'b']),
      written: [session('a')],
      stored: [session('a'), session('b'), session('new')],
      now,
    })
    expect(ids(merged)).toEqual(['a', 'new'])
  })

  it("stores the writer's version of a session it changed (a refresh's later expiry)", () => {
    const merged = mergeSessions({
      read: new Set(['a']),
      written: [session('a', '2026-11-30T18:00:00Z')],
      stored: [session('a'), session('b')],
      now,
    })
    expect(merged).toEqual([session('a', '2026-11-30T18:00:00Z'), session('b')])
  })

  it('does not bring back a session ended since the writer read it', () => {
    const merged = mergeSessions({
      read: new Set(['a', 'b']),
      written: [session('a'), session('b', '2026-11-30T18:00:00Z')],
      stored: [session('a')],
      now,
    })
    expect(ids(merged)).toEqual(['a'])
  })

  it('an empty array from the writer ends every session it read (sign out everywhere)', () => {
    const merged = mergeSessions({ read: new Set(['a', 'b']), written: [], stored: [session('a'), session('b')], now })
    expect(merged).toEqual([])
  })

  it('drops expired sessions', () => {
    const merged = mergeSessions({
      read: new Set(['old']),
      written: [session('old', '2026-11-30T11:59:59Z'), session('mine')],
      stored: [session('old', '2026-11-30T11:59:59Z'), session('gone', '2026-11-30T12:00:00Z')],
      now,
    })
    expect(ids(merged)).toEqual(['mine'])
  })
})

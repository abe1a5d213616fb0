import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { isSuppressedRecipient, Mailer } from './mailer'

describe('mail suppression', () => {
  it('never sends to the .invalid addresses erased accounts keep', async () => {
    expect(isSuppressedRecipient('deleted-1@deleted.driftway.invalid')).toBe(true)
    expect(isSuppressedRecipient('Someone <x@Example.INVALID>')).toBe(true)
    expect(isSuppressedRecipient('anna@example.com')).toBe(false)
    expect(isSuppressedRecipient('anna@invalid.example.com')).toBe(false)
    const stored: unknown[] = []
    // A test double with the one method the mailer calls, standing in for the whole Payload instance.
    const payload = { create: async (args: unknown) => stored.push(args) } as unknown as Payload
    const mailer = new Mailer(payload, { smtpUrl: undefined, mailFrom: 'x@y.z' }, { error: () => undefined })
    await mailer.send({ to: 'deleted-1@deleted.driftway.invalid', subject: 's', html: '', text: '' })
    expect(stored).toEqual([])
    await mailer.send({ to: 'anna@example.com', subject: 's', html: '', text: '' })
    expect(stored).toHaveLength(1)
  })
})

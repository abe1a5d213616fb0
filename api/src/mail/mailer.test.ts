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

describe('the operator under every mail (decision 0112)', () => {
  const imprint = {
    operator_name: 'Camp & Co GmbH',
    street: 'Hafenweg 3',
    postal_code: '20457',
    city: 'Hamburg',
    email: 'legal@camp.test',
  }

  it('names the imprint’s operator under the sign-off, escaped in HTML, read once a minute', async () => {
    let reads = 0
    let saved: Record<string, unknown> = {}
    // A test double with the calls the mailer makes, standing in for the whole Payload instance.
    const stored: { text: string; html: string }[] = []
    const payload = {
      findGlobal: async () => {
        reads += 1
        return saved
      },
      create: async ({ data }: { data: { text: string; html: string } }) => stored.push(data),
    } as unknown as Payload
    const mailer = new Mailer(payload, { smtpUrl: undefined, mailFrom: 'x@y.z' }, { error: () => undefined })
    expect(await mailer.operator(0)).toBeNull()

    saved = imprint
    expect(await mailer.operator(30_000)).toBeNull()
    expect(await mailer.operator(61_000)).toEqual(imprint)
    expect(reads).toBe(2)

    await mailer.sendTemplate('welcome', {
      to: 'anna@example.com',
      lang: 'en',
      vars: { name: 'Anna', link: 'https://x.test' },
    })
    expect(stored[0]!.text.split('\n').slice(-2)).toEqual([
      '— Driftway',
      'Camp & Co GmbH · Hafenweg 3 · 20457 Hamburg · legal@camp.test',
    ])
    expect(stored[0]!.html).toContain('Camp &amp; Co GmbH · Hafenweg 3 · 20457 Hamburg · legal@camp.test')
  })

  it('sends without the line while the imprint cannot be read', async () => {
    const errors: string[] = []
    const payload = {
      findGlobal: async () => {
        throw new Error('database down')
      },
    } as unknown as Payload
    const mailer = new Mailer(
      payload,
      { smtpUrl: undefined, mailFrom: 'x@y.z' },
      { error: (_, msg) => errors.push(msg) },
    )
    expect(await mailer.operator()).toBeNull()
    expect(errors).toEqual(['reading the imprint for mail failed'])
  })
})

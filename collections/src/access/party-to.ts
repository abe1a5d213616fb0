import type { Access, Where } from 'payload'
import { marketplaceUser } from './principals'

/** A marketplace user who is any of the given parties of the document (traveler or lessor of a booking). */
export const partyTo =
  (...fields: string[]): Access =>
  ({ req }) => {
    const user = marketplaceUser(req)
    if (!user) return false
    return { or: fields.map((field) => ({ [field]: { equals: user.id } })) } as Where
  }

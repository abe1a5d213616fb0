import { listingKinds } from '@driftway/domain'
import type { RelationshipField, SelectField } from 'payload'

type RelationOptions = Partial<Omit<RelationshipField, 'name' | 'type' | 'relationTo' | 'hasMany'>>

/**
 * A single relationship, indexed because access rules and list filters query on it
 * (`traveler equals user.id`, bookings of a listing, messages of a chat).
 */
export const relationTo = (name: string, collection: string, options: RelationOptions = {}): RelationshipField =>
  ({ name, type: 'relationship', relationTo: collection, index: true, ...options }) as RelationshipField

/** A marketplace user (traveler, lessor, author, owner). */
export const userField = (name: string, options: RelationOptions = {}): RelationshipField =>
  relationTo(name, 'users', options)

/** Listing kind as in API paths: recreational_vehicle | campsite | boat. */
export const listingKindField = (
  name = 'kind',
  options: Partial<Omit<SelectField, 'name' | 'type' | 'options'>> = {},
): SelectField =>
  ({
    name,
    type: 'select',
    options: listingKinds.map((kind) => ({ label: kind, value: kind })),
    index: true,
    ...options,
  }) as SelectField

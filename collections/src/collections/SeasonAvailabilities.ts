import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { listingLessorCopyField, listingRelation } from '../fields/listing'
import { integerField } from '../fields/numbers'
import { periodFields } from '../fields/period'
import { relationTo } from '../fields/relations'
import { fieldError, idOf, loadRelated } from '../hooks'
import { attachToListing, listingChildAccess, rejectOverlappingPeriods } from './listingChildren'

const slug = 'season-availabilities'

/** A season may only use a rate of its own listing. */
const rateOfSameListing: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const rateId = data.season_rate === undefined ? originalDoc?.season_rate : data.season_rate
  if (!idOf(rateId)) return data
  const rate = await loadRelated<{ listing?: unknown }>(req, 'season-rates', rateId, {
    collection: slug,
    path: 'season_rate',
  })
  if (idOf(rate.listing) !== idOf(data.listing ?? originalDoc?.listing)) {
    throw fieldError(slug, 'season_rate', 'The rate belongs to another listing.')
  }
  return data
}

/** A period in which a listing is (un)available, priced by one of its season rates (spec §3 "Season"). */
export const SeasonAvailabilities: CollectionConfig = {
  slug,
  labels: { singular: 'Season', plural: 'Seasons' },
  admin: {
    group: 'Catalog',
    defaultColumns: ['listing', 'start_timestamp', 'end_timestamp', 'is_available', 'season_rate', 'min_rent_dates'],
    description:
      'Availability periods of a listing (unix seconds). Days inside an unavailable season cannot be booked; seasons of one listing may not overlap.',
  },
  access: listingChildAccess,
  hooks: {
    beforeChange: [
      attachToListing(),
      rateOfSameListing,
      rejectOverlappingPeriods('Overlaps another season of this listing.'),
    ],
  },
  fields: [
    listingRelation(),
    listingLessorCopyField(),
    ...periodFields(),
    { name: 'is_available', type: 'checkbox', defaultValue: true },
    relationTo('season_rate', 'season-rates'),
    integerField('min_rent_dates', {
      required: true,
      min: 1,
      defaultValue: 1,
      admin: { description: 'Minimum rental length in days during this season.' },
    }),
  ],
}

import { z } from 'zod'
import { nightKeySchema } from '../date-schemas'
import { isValidTimeZone } from '../dates'

/** Input shapes for availability (listings spec §3 "Season"). The API passes stored documents in. */

export const timezoneSchema = z.string().refine(isValidTimeZone, 'Unknown IANA time zone')
export const timestampSchema = z.int()

/** Opaque document id (UUID on SQLite, ObjectId on MongoDB): never parsed as a number. */
export const idSchema = z.string().min(1)

/**
 * A season (availability period). It covers the nights from the local date of start_timestamp
 * up to, not including, the local date of end_timestamp — the same rule as a booking, so the
 * editor stores the end like a return date (the day after the last night).
 */
export const seasonSchema = z.object({
  id: idSchema,
  start_timestamp: timestampSchema,
  end_timestamp: timestampSchema,
  is_available: z.boolean().default(true),
  season_rate_id: idSchema.nullish(),
  min_rent_dates: z.int().min(1).nullish(),
})
export type Season = z.output<typeof seasonSchema>
export type SeasonInput = z.input<typeof seasonSchema>

/** Booked or owner-reserved nights; a Set or an array, normalised to a Set. */
export const blockedNightsSchema = z
  .union([z.array(nightKeySchema), z.set(nightKeySchema)])
  .default([])
  .transform((nights) => new Set(nights) as ReadonlySet<string>)

import type { NumberField } from 'payload'
import { timestampField } from './time'

/**
 * The required start/end pair of a season or reservation, in unix seconds. The end must be
 * strictly later (spec §5 "end after start", key common.endDateError).
 */
export const periodFields = (): NumberField[] => [
  timestampField('start_timestamp', { required: true, index: true }),
  timestampField('end_timestamp', {
    required: true,
    index: true,
    validate: (end: number | null | undefined, { siblingData }: { siblingData?: unknown }) => {
      const start = (siblingData as { start_timestamp?: unknown } | undefined)?.start_timestamp
      return typeof end === 'number' && typeof start === 'number' && end <= start
        ? 'The end must be after the start.'
        : true
    },
  }),
]

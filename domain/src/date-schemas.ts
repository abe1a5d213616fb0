import { z } from 'zod'
import { isNightKey } from './dates'

/**
 * isNightKey for zod schemas (API input, forms). Apart from dates.ts so the pages that only read and
 * format dates (search, cards) load no zod.
 */
export const nightKeySchema = z.string().refine(isNightKey, 'Use a real date written YYYY-MM-DD.')

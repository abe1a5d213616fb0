import type { GlobalConfig } from 'payload'
import { withGlobalAudience } from '../collections/audience'
import { CurrencyRates } from './CurrencyRates'

export const globals: GlobalConfig[] = withGlobalAudience([CurrencyRates])

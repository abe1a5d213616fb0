import type { GlobalConfig } from 'payload'
import { withGlobalAudience } from '../collections/audience'
import { CurrencyRates } from './CurrencyRates'
import { Imprint } from './Imprint'

export const globals: GlobalConfig[] = withGlobalAudience([CurrencyRates, Imprint])

import type { GlobalConfig } from 'payload'
import { CurrencyRates } from './CurrencyRates'

export const globals: GlobalConfig[] = [CurrencyRates]

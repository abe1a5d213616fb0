import { currentTimestamp } from '@driftway/domain'
import type { GlobalBeforeChangeHook } from 'payload'

/** Every save of a settings global refreshes its `updated_at_ts`, so readers can tell how old it is. */
export const stampUpdatedAt: GlobalBeforeChangeHook = ({ data }) => {
  data.updated_at_ts = currentTimestamp()
  return data
}

import { describe, expect, it } from 'vitest'
import { mergeStatuses } from './status'

describe('merged merchant status', () => {
  it('says what blocks payouts first', () => {
    expect(mergeStatuses('suspended', 'approved')).toEqual({
      status: 'suspended',
      description_code: 'merchant_suspended',
    })
    expect(mergeStatuses('live', 'disapproved')).toEqual({
      status: 'action_required',
      description_code: 'bank_account_disapproved',
    })
    expect(mergeStatuses('live', null)).toEqual({ status: 'action_required', description_code: 'bank_account_missing' })
    expect(mergeStatuses('pending', 'new')).toEqual({
      status: 'action_required',
      description_code: 'bank_account_verification_required',
    })
    expect(mergeStatuses('pending', 'pending')).toEqual({ status: 'pending', description_code: 'verification_pending' })
    expect(mergeStatuses('live', 'approved')).toEqual({ status: 'live', description_code: 'ready_for_payouts' })
  })
})

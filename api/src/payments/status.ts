/**
 * One status for the bank details page out of the merchant's and the bank account's
 * (accounts §3 `merged_status` with `description_code`). The spec leaves the rules open; these
 * say what the lessor has to do next, most blocking first.
 */
export type MergedStatus = { status: string; description_code: string }

const blockedMerchant = ['suspended', 'terminated', 'blocked']

export function mergeStatuses(merchantStatus: string, bankAccountStatus: string | null | undefined): MergedStatus {
  if (blockedMerchant.includes(merchantStatus))
    return { status: merchantStatus, description_code: `merchant_${merchantStatus}` }
  if (!bankAccountStatus) return { status: 'action_required', description_code: 'bank_account_missing' }
  if (bankAccountStatus === 'disapproved')
    return { status: 'action_required', description_code: 'bank_account_disapproved' }
  if (merchantStatus === 'live' && bankAccountStatus === 'approved')
    return { status: 'live', description_code: 'ready_for_payouts' }
  if (merchantStatus === 'new') return { status: 'action_required', description_code: 'merchant_verification_required' }
  if (bankAccountStatus === 'new')
    return { status: 'action_required', description_code: 'bank_account_verification_required' }
  return { status: 'pending', description_code: 'verification_pending' }
}

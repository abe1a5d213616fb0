import { nightKeyOf } from '@driftway/domain/dates'
import type { ApiAnswer } from './api-schema'

/**
 * The billing screens' small rules (accounts spec §4, §9) and the shapes of the subscription calls.
 * The usage bar's percent, the page size and the return URLs live in `@driftway/domain/billing`,
 * shared with the API.
 */

/** Accounts §9: on narrow screens a card number shows only its last 6 characters. */
export const cardNumberTail = (cardNumber: string): string => cardNumber.trim().slice(-6)

/** The calendar day (UTC) of a unix-seconds moment, for "renews on" lines: a 'YYYY-MM-DD' key for formatDate. */
export const dayOfTimestamp = (timestamp: number) => nightKeyOf(timestamp, 'UTC')

/** How many pages `count` rows make at `pageSize` a page (at least one). */
export const pageCount = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, pageSize)))

/** GET /subscription/: the plans, whether the caller may subscribe, their commission and current plan. */
export type PlansAnswer = ApiAnswer<'/subscription/'>
export type Plan = PlansAnswer['plans'][number]
/** GET /subscription/user-subscription/active/ (null without a live plan). */
export type ActiveSubscription = NonNullable<ApiAnswer<'/subscription/user-subscription/active/'>>
export type PaymentMethod = NonNullable<ApiAnswer<'/subscription/get/default-payment-method/'>['payment_method']>
/** GET /user/transactions-history/: one page of subscription invoices. */
export type TransactionsPage = ApiAnswer<'/user/transactions-history/'>
/** POST /subscription/create-subscription/: the change the upgrade/downgrade modal confirms. */
export type PlanChange = NonNullable<ApiAnswer<'/subscription/create-subscription/', 'post'>['change']>

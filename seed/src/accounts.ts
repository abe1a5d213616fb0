/** Staff, lessors (with payout merchant, bank account and plan) and travelers. */
import { lessorRoleForKind, Role } from '@driftway/domain'
import { englishCountryName } from '@driftway/domain/intl'
import type { CatalogLists } from './catalog-lists'
import { DAY_SECONDS, noonUtc, type SeedContext } from './context'
import { demoAccount, demoAccounts } from './demo-accounts'
import { legalTypes } from './fixtures/legal-types'
import { type LessorSeed, lessors, travelers } from './fixtures/people'
import type { PhotoLibrary } from './photo-library'
import { createRng, hashSeed } from './photos/rng'

export type Lessor = LessorSeed & { id: string }

/** Demo accounts sign in with their published password; every other seeded user shares the traveler's. */
const passwordFor = (email: string): string =>
  demoAccounts.find((account) => account.email === email)?.password ?? demoAccount('Traveler').password
export type Traveler = { id: string; email: string; first_name: string }

export async function seedLessors(ctx: SeedContext, photos: PhotoLibrary): Promise<Lessor[]> {
  ctx.step(`lessors (${lessors.length}) with merchant and bank accounts`)
  const result: Lessor[] = []
  for (const lessor of lessors) {
    const rng = createRng(hashSeed('lessor', lessor.email))
    const existing = await ctx.findOne('users', { email: { equals: lessor.email } })
    let id = existing?.id
    if (!id) {
      const legal = legalTypes.find(
        (t) => t.country_code_iso2 === lessor.country_iso2 && t.code === lessor.legal_type_code,
      )
      const isPrivate = lessor.legal_type_code === 'private_person'
      id = (
        await ctx.create('users', {
          email: lessor.email,
          password: passwordFor(lessor.email),
          role: lessorRoleForKind(lessor.kind),
          first_name: lessor.first_name,
          last_name: lessor.last_name,
          company_name: lessor.company_name,
          company_type: isPrivate ? 'Private person' : 'Company',
          company_legal_type_name: legal?.name,
          company_legal_type_code: legal?.code,
          company_country: englishCountryName(lessor.country_iso2),
          company_country_code_iso2: lessor.country_iso2,
          city: lessor.city,
          address: lessor.address,
          postal_code: lessor.postal_code,
          phone: lessor.phone,
          coc_number: isPrivate
            ? undefined
            : (lessor.coc_number ?? `${lessor.country_iso2}-${rng.int(100000, 999999)}`),
          vat_number: isPrivate
            ? undefined
            : (lessor.vat_number ?? `${lessor.country_iso2}${rng.int(100000000, 999999999)}`),
          currency_code: lessor.currency_code,
          lang_code: ['DE', 'AT'].includes(lessor.country_iso2) ? 'de' : 'en',
          is_profile_completed: true,
          is_email_verified: true,
          is_active: true,
          photo: await photos.avatar(lessor.company_name, lessor.email),
        })
      ).id
    }
    const accountId = `acct_sandbox_${hashSeed('merchant', lessor.email).toString(36)}`
    const merchant = await ctx.findOrCreate(
      'merchants',
      { user: { equals: id } },
      {
        user: id,
        provider: 'sandbox',
        provider_account_id: accountId,
        // Verified and ready for payouts: what a lessor who finished onboarding has (payments/status.ts).
        status: 'live',
        merged_status: 'live',
        overview_url: `https://dashboard.sandbox.driftway.test/accounts/${accountId}`,
      },
    )
    await ctx.findOrCreate(
      'bank-accounts',
      { merchant: { equals: merchant } },
      {
        merchant,
        status: 'approved',
        holder_name: lessor.company_name,
        iban_last4: String(rng.int(1000, 9999)),
        currency: 'EUR',
      },
    )
    result.push({ ...lessor, id })
  }
  return result
}

/** RV lessors pay a plan that fits how many listings they publish (accounts §1). */
export async function seedSubscriptions(
  ctx: SeedContext,
  lists: CatalogLists,
  rvLessors: { lessor: Lessor; listings: number }[],
): Promise<void> {
  ctx.step('RV lessor subscriptions and billing history')
  const now = Math.floor(ctx.now.getTime() / 1000)
  for (const [index, { lessor, listings }] of rvLessors.entries()) {
    const plan = listings <= 1 ? 'Free' : listings <= 5 ? 'Basic' : 'Pro'
    const subscription = await ctx.findOrCreate(
      'subscriptions',
      { user: { equals: lessor.id } },
      {
        user: lessor.id,
        plan: lists.planIds[plan],
        status: 'active',
        is_cancelled: false,
        current_term_start_ts: now + (7 + ((index * 5) % 21) - 30) * DAY_SECONDS,
        current_term_end_ts: now + (7 + ((index * 5) % 21)) * DAY_SECONDS,
        provider: 'sandbox',
        provider_subscription_id: `sub_sandbox_${hashSeed('sub', lessor.email).toString(36)}`,
        // The sandbox checkout's test card, so the billing tab shows a method and plan changes charge it.
        ...(plan === 'Free'
          ? {}
          : {
              provider_customer_id: `sbx_cus_${hashSeed('customer', lessor.email).toString(36)}`,
              payment_method: { type: 'card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
            }),
      },
    )
    if (index > 0 || plan === 'Free') continue
    const existing = await ctx.findOne('transactions', { user: { equals: lessor.id } })
    if (existing) continue
    const net = plan === 'Pro' ? 7900 : 2900
    for (let month = 3; month >= 1; month--) {
      await ctx.create('transactions', {
        user: lessor.id,
        subscription,
        date_ts: now - month * 30 * DAY_SECONDS,
        amount_in_cents: net,
        total_in_cents: net,
        currency_code: 'EUR',
        payment_method: 'Visa',
        status: 'paid',
        card_number: '**** **** **** 4242',
        kind: 'subscription',
        provider: 'sandbox',
        description: `${plan} plan`,
        // The API draws the PDF (GET /user/transactions-history/{id}/invoice/) for invoices with a number.
        invoice_number: `SBX-${hashSeed('invoice', lessor.email, month).toString(36).toUpperCase()}`,
      })
    }
  }
}

export async function seedTravelers(ctx: SeedContext, photos: PhotoLibrary): Promise<Traveler[]> {
  ctx.step(`travelers (${travelers.length})`)
  const result: Traveler[] = []
  for (const [index, traveler] of travelers.entries()) {
    const rng = createRng(hashSeed('traveler', traveler.email))
    const existing = await ctx.findOne('users', { email: { equals: traveler.email } })
    const id =
      existing?.id ??
      (
        await ctx.create('users', {
          email: traveler.email,
          password: passwordFor(traveler.email),
          role: Role.TRAVELER,
          first_name: traveler.first_name,
          last_name: traveler.last_name,
          city: traveler.city,
          company_country: englishCountryName(traveler.country_iso2),
          company_country_code_iso2: traveler.country_iso2,
          address: traveler.address,
          postal_code: traveler.postal_code,
          phone: traveler.phone,
          date_of_birth_timestamp: noonUtc(traveler.born, rng.int(0, 11), rng.int(1, 28)),
          currency_code:
            traveler.country_iso2 === 'GB'
              ? 'GBP'
              : traveler.country_iso2 === 'DK'
                ? 'DKK'
                : traveler.country_iso2 === 'SE'
                  ? 'SEK'
                  : traveler.country_iso2 === 'PL'
                    ? 'PLN'
                    : 'EUR',
          lang_code: 'en',
          is_profile_completed: true,
          is_email_verified: true,
          is_active: true,
          // Some travelers have a picture; reviews then show it next to their name.
          photo:
            index % 3 === 2
              ? undefined
              : await photos.avatar(`${traveler.first_name} ${traveler.last_name}`, traveler.email),
        })
      ).id
    result.push({ id, email: traveler.email, first_name: traveler.first_name })
  }
  return result
}

/** Created last: their presence marks a completed seed (see `isSeeded`). */
export async function seedStaff(ctx: SeedContext): Promise<void> {
  ctx.step('staff accounts')
  // The admin comes last: it is the marker of a finished seed.
  const staff = demoAccounts.filter((account) => account.collection === 'staff')
  for (const account of [
    ...staff.filter((a) => a.staffRole !== 'admin'),
    ...staff.filter((a) => a.staffRole === 'admin'),
  ]) {
    await ctx.findOrCreate(
      'staff',
      { email: { equals: account.email } },
      {
        email: account.email,
        password: account.password,
        name: account.label.replace(/ \(CMS\)$/, ''),
        staff_role: account.staffRole,
      },
    )
  }
}

import {
  apiUrl,
  createConfirmedUser,
  h1,
  logIn,
  pngFile,
  screens,
  strongPassword,
  uniqueEmail,
} from './support/accounts'
import { submitLessorSignUp } from './support/lessor'
import { expect, test } from './support/test'

test.describe('accounts: lessors', () => {
  test('campsite lessor: sign up, confirm, complete the profile as a private person, see payout statuses', async ({
    page,
    request,
  }) => {
    // Eight screens, each photographed on desktop and phone: over a minute on a busy 2-core machine.
    test.setTimeout(180_000)
    const email = uniqueEmail('campsite')
    // The home page's lessor section leads to the lessor sign-up of each kind.
    await page.goto('/')
    const campsiteLink = page.locator('#list-your-vehicle').getByRole('link', { name: /List a campsite/ })
    await expect(campsiteLink).toHaveAttribute('href', '/signup/lessor?role=campsite_lessor')
    await campsiteLink.click()
    await expect(h1(page)).toHaveText('List your campsite')
    // Only campsite lessors choose a currency; EUR is preselected.
    await expect(page.getByLabel('Currency')).toHaveValue('EUR')
    await screens(page, 'accounts-signup-lessor-campsite')

    await submitLessorSignUp(page, request, { company: 'Camping am Seeufer', email, currency: 'CHF' })

    // A lessor without a complete profile lands on the profile form first.
    await logIn(page, email, strongPassword)
    await expect(page).toHaveURL(/\/complete-profile$/)
    await expect(h1(page)).toHaveText('Tell travelers who you are')
    const form = page.getByTestId('company-form')
    const legalType = page.getByTestId('legal-type')
    await expect(legalType).toBeDisabled()
    const submit = form.getByRole('button', { name: 'Complete profile' })
    await expect(submit).toBeDisabled()
    await screens(page, 'accounts-complete-profile-lessor')

    await form.getByTestId('terms').check()
    await submit.click()
    await expect(form.getByText('Please enter phone')).toBeVisible()
    await expect(form.getByText('Please enter address')).toBeVisible()

    // A country without legal forms says so; the selector stays disabled.
    await form.getByLabel('Country').selectOption('IS')
    await expect(page.getByTestId('unsupported-country')).toContainText("We don't support companies from Iceland yet")
    await expect(legalType).toBeDisabled()
    // Nothing to choose, so no advice to choose "Private person".
    await expect(page.getByTestId('private-person-hint')).toHaveCount(0)
    await screens(page, 'accounts-complete-profile-unsupported-country')

    await form.getByLabel('Country').selectOption('NL')
    await expect(legalType).toBeEnabled()
    await expect(page.getByTestId('private-person-hint')).toBeVisible()
    await expect(legalType.locator('option', { hasText: 'BV (Besloten vennootschap)' })).toHaveCount(1)
    await expect(form.getByLabel('Commercial register number')).toBeVisible()
    await legalType.selectOption('private_person')
    // A private person has a name instead of a company, and no register numbers.
    await expect(form.getByLabel('First and last name')).toBeVisible()
    await expect(form.getByLabel('Commercial register number')).toHaveCount(0)
    await expect(form.getByLabel('VAT number')).toHaveCount(0)

    await form.getByTestId('photo-input').setInputFiles(pngFile())
    await form.getByLabel('First and last name').fill('Kees de Vries')
    await form.getByLabel('Phone').fill('+31 20 1234567')
    await form.getByLabel('Street and house number').fill('Dijkweg 4')
    await form.getByLabel('Postal code').fill('1011 AB')
    await form.getByLabel('City').fill('Amsterdam')
    await screens(page, 'accounts-complete-profile-private-person')
    await submit.click()

    // Done: the campsite lessor's own listings. The listing API may not answer yet; the page copes either way.
    await expect(page).toHaveURL(/\/lessor\/campsites$/)
    await expect(h1(page)).toHaveText('Campsites')
    await expect(page.getByTestId('listings-error').or(page.getByTestId('listings-empty'))).toBeVisible()
    await expect(page.getByTestId('create-listing')).toHaveAttribute('href', '/lessor/campsites/new')
    await expect(page.getByTestId('user-menu').locator('summary img')).toBeVisible()
    await screens(page, 'accounts-lessor-listings')

    // Each lessor sees only their own kind; travelers' pages send them home too.
    await page.goto('/lessor/campervans')
    await expect(page).toHaveURL(/\/lessor\/campsites$/)
    await page.goto('/my-bookings')
    await expect(page).toHaveURL(/\/lessor\/campsites$/)

    // Bank details: the merchant opened with the complete profile, with both statuses.
    await page.goto('/profile?tab=bank')
    const merchant = page.getByTestId('merchant-card-status')
    const bankAccount = page.getByTestId('bank-account-card-status')
    await expect(merchant).toHaveAttribute('data-status', 'pending')
    await expect(merchant).toHaveText('In review')
    await expect(bankAccount).toHaveAttribute('data-status', 'new')
    await expect(page.getByTestId('merged-status')).toContainText('Action required')
    await screens(page, 'accounts-bank-details')

    // What is required is done at the payment provider: the alert leads to its onboarding page.
    await page.getByTestId('bank-continue-setup').click()
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/payment/sandbox/connect/`))
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible()
    // Leaving it unfinished comes back to the bank tab (where it started), which says so.
    await page.getByTestId('sandbox-connect-leave').click()
    await expect(page).toHaveURL(/\/profile\?tab=bank&payout=unfinished$/)
    await expect(page.getByTestId('payout-notice')).toContainText('Payout setup not finished')
    await expect(page.getByTestId('merged-status')).toBeVisible()
    await screens(page, 'accounts-bank-details-returned')

    // The sandbox simulator changes the bank account; the page reloads 1.5 s later.
    await page.getByTestId('sandbox-bank-status').selectOption('approved')
    await page.getByTestId('sandbox-bank-apply').click()
    await expect(page.getByTestId('sandbox-reloading')).toBeVisible()
    await expect(bankAccount).toHaveAttribute('data-status', 'approved', { timeout: 10_000 })
    await expect(bankAccount).toHaveText('Approved')
    await page.getByTestId('sandbox-merchant-status').selectOption('live')
    await page.getByTestId('sandbox-merchant-apply').click()
    await expect(merchant).toHaveAttribute('data-status', 'live', { timeout: 10_000 })
    await expect(page.getByTestId('merged-status')).toContainText('Ready for payouts')
    await expect(page.getByTestId('bank-continue-setup')).toHaveCount(0)
    await screens(page, 'accounts-bank-details-live')

    // The company profile, now for editing: no terms checkbox, private person kept.
    await page.goto('/profile')
    const edit = page.getByTestId('company-form')
    await expect(edit.getByTestId('legal-type')).toHaveValue('private_person')
    await expect(edit.getByLabel('First and last name')).toHaveValue('Kees de Vries')
    await expect(edit.getByTestId('terms')).toHaveCount(0)
    await edit.getByLabel('City').fill('Haarlem')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
    await screens(page, 'accounts-profile-lessor')
  })

  test('RV and boat lessor sign-up pages, and register numbers locked once set', async ({ page, request }) => {
    await page.goto('/signup/lessor')
    await expect(h1(page)).toHaveText('List your campervans')
    await expect(page.getByLabel('Currency')).toHaveCount(0)
    await expect(page.getByText('Prices and payouts are in euros (EUR).')).toBeVisible()
    await screens(page, 'accounts-signup-lessor-rv')
    await page.getByTestId('lessor-kind').getByRole('link', { name: 'Boats' }).click()
    await expect(page).toHaveURL(/\/signup\/lessor\?role=boat_lessor$/)
    await expect(h1(page)).toHaveText('List your boats')

    // A boat lessor (via the API) completes the company form with register numbers; they lock.
    const lessor = await createConfirmedUser(request, { role: 4, companyName: 'Havel Boats GmbH' })
    await logIn(page, lessor.email, lessor.password)
    await expect(page).toHaveURL(/\/complete-profile$/)
    const form = page.getByTestId('company-form')
    await form.getByLabel('Country').selectOption('DE')
    // 'Private person' is for campsite lessors only.
    await expect(form.getByTestId('legal-type').locator('option', { hasText: 'Private person' })).toHaveCount(0)
    await form.getByTestId('legal-type').selectOption('GMBH')
    await expect(form.getByLabel('Company name')).toHaveValue('Havel Boats GmbH')
    await form.getByLabel('Commercial register number').fill('HRB 12345')
    await form.getByLabel('VAT number').fill('DE123456789')
    await form.getByLabel('Phone').fill('+49 331 123456')
    await form.getByLabel('Street and house number').fill('Am Hafen 2')
    await form.getByLabel('Postal code').fill('14467')
    await form.getByLabel('City').fill('Potsdam')
    await form.getByTestId('terms').check()
    await form.getByRole('button', { name: 'Complete profile' }).click()
    await expect(page).toHaveURL(/\/lessor\/boats$/)

    await page.goto('/profile')
    const edit = page.getByTestId('company-form')
    await expect(edit.getByLabel('Commercial register number')).toBeDisabled()
    await expect(edit.getByLabel('VAT number')).toBeDisabled()
    await expect(edit.getByLabel('Commercial register number')).toHaveValue('HRB 12345')
  })
})

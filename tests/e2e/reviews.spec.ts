import { apiUrl, dialogScreens, logIn, logOut, screens } from './support/accounts'
import { expect, test } from './support/test'

/**
 * Reviews end to end (booking §2 Reviews, §5, §7; issue 12, decision 0063): the demo traveler's
 * seeded completed trip is reviewed from My bookings (the modal's required fields first), the
 * demo RV lessor replies from the my-reviews page, and the search card and the detail page show
 * the new average and the review with its reply.
 */

// The seeded demo accounts (seed/src/demo-accounts.ts): the traveler has a completed trip on a campervan of this lessor.
const traveler = { email: 'traveler@driftway.test', password: 'Driftway1' }
const lessor = { email: 'rv-lessor@driftway.test', password: 'Driftway1' }

/** The one decimal the site shows of an average. */
const oneDecimal = (value: number) => value.toFixed(1)

test('a traveler reviews a completed trip, the lessor replies, and the listing shows the new average', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await logIn(page, traveler.email, traveler.password)
  await page.goto('/my-bookings?tab=archived&filterBy=Vehicles&status=completed')
  const card = page.locator('[data-testid="booking-card"][data-status="TRIP_COMPLETED"]').first()
  await expect(card).toBeVisible()
  const href = String(await card.locator('h3 a').getAttribute('href'))
  const id = decodeURIComponent(href.split('/').pop()!)
  expect(href).toMatch(/^\/rent-a-campervan\//)

  // The listing's figures before: the average the card must show afterwards follows from them.
  const before = await (await request.get(`${apiUrl}/listing/recreational_vehicle/${id}/`)).json()
  const { comments_count: count, average_rating: average } = before.comments as {
    comments_count: number
    average_rating: number | null
  }
  const rating = 5
  const expected = Math.round((((average ?? 0) * count + rating) / (count + 1)) * 100) / 100

  // The modal: both fields are required (§5), then the review is published.
  await card.getByTestId('action-review').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByTestId('review-submit').click()
  await expect(dialog.getByText('Please select a rating')).toBeVisible()
  await expect(dialog.getByText('Please enter your comment')).toBeVisible()
  await dialogScreens(page, 'review-add-dialog-errors')
  await dialog.getByTestId('review-rating-star-5').click()
  const comment =
    'A spotless van with everything we needed for four nights by the lake. Pickup was quick, the host explained ' +
    'every switch and the bed was comfortable. We would book again without thinking twice, thank you!'
  await dialog.getByTestId('review-comment-input').fill(comment)
  await dialogScreens(page, 'review-add-dialog')
  await dialog.getByTestId('review-submit').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Your review is published' })).toBeVisible()
  await expect(dialog).toBeHidden()
  // Reviewed: the card no longer offers it.
  await expect(card.getByTestId('action-review')).toHaveCount(0)
  await expect(card.getByTestId('booking-reviewed')).toBeVisible()
  await screens(page, 'review-my-bookings-reviewed')
  await logOut(page)

  // The lessor finds the listing on the my-reviews page (from the user menu) and replies.
  await logIn(page, lessor.email, lessor.password)
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByTestId('user-menu').getByRole('link', { name: 'Reviews' }).click()
  await expect(page).toHaveURL(/\/lessor\/reviews$/)
  const reviewed = page.locator(`[data-testid="reviewed-listing"][data-listing-id="${id}"]`)
  await expect(reviewed.getByTestId('awaiting-reply')).toBeVisible()
  await screens(page, 'review-lessor-reviews')
  await reviewed.getByTestId('view-all-reviews').click()
  await expect(page).toHaveURL(new RegExp(`/lessor/reviews/${id}$`))
  const review = page.getByTestId('review').filter({ hasText: 'A spotless van' })
  await review.getByTestId('reply-open').click()
  await review.getByTestId('reply-input').fill('Thank you for taking such good care of the van. Come back soon!')
  await screens(page, 'review-lessor-reply-form')
  await review.getByTestId('reply-submit').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Your reply is published' })).toBeVisible()
  await expect(review.getByTestId('review-reply')).toContainText('Come back soon!')
  // A second reply replaces the first.
  await review.getByTestId('reply-open').click()
  await review.getByTestId('reply-input').fill('Thank you! The lake is even nicer in September.')
  await review.getByTestId('reply-submit').click()
  await expect(review.getByTestId('review-reply')).toContainText('even nicer in September')
  await expect(review.getByTestId('review-reply')).not.toContainText('Come back soon!')
  await screens(page, 'review-lessor-listing-reviews')
  await logOut(page)

  // Anyone: the detail page lists the review (cut after 30 words) with the reply, and the new average.
  await page.goto(`/rent-a-campervan/${encodeURIComponent(id)}`)
  const section = page.getByTestId('reviews-section')
  await expect(section.getByTestId('reviews-summary')).toContainText(oneDecimal(expected))
  const shown = section.getByTestId('review').first()
  await expect(shown.getByTestId('review-comment')).toContainText('…')
  await expect(shown.getByTestId('review-comment')).not.toContainText('thinking twice')
  await shown.getByTestId('review-toggle').click()
  await expect(shown.getByTestId('review-comment')).toContainText('thinking twice, thank you!')
  await expect(shown.getByTestId('review-toggle')).toHaveText('Show less')
  await expect(shown.getByTestId('review-reply')).toContainText('even nicer in September')
  await section.scrollIntoViewIfNeeded()
  await screens(page, 'review-detail-page')

  // The search card (nearest first around the listing) shows the new average and count.
  const { latitude, longitude } = before as { latitude: number; longitude: number }
  await expect
    .poll(
      async () => {
        await page.goto(`/campervans?latitude=${latitude}&longitude=${longitude}&search=Here`)
        return page
          .locator(`[data-testid="listing-card"][data-listing-id="${id}"]`)
          .getByTestId('card-rating')
          .getAttribute('data-rating', { timeout: 5000 })
          .catch(() => null)
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(String(expected))
  const searchCard = page.locator(`[data-testid="listing-card"][data-listing-id="${id}"]`)
  await expect(searchCard.getByTestId('card-rating')).toHaveAttribute('data-count', String(count + 1))
  await expect(searchCard.getByTestId('card-rating')).toContainText(oneDecimal(expected))
})

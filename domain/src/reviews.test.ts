import { describe, expect, it } from 'vitest'
import { reviewCreateSchema, reviewFormSchema } from './review-schemas'
import { plainReviewText, reviewListingOf, truncateWords } from './reviews'

describe('review text', () => {
  it('keeps plain text and removes markup, control characters and extra blank lines', () => {
    expect(plainReviewText('  <b>Great</b> <script>x</script>van!\r\n\r\n\r\n\u0007Loved it <3  ')).toBe(
      'Great xvan!\n\nLoved it <3',
    )
    expect(plainReviewText('a < b and c > d')).toBe('a < b and c > d')
  })

  it('asks for a rating and a comment with the §5 messages', () => {
    const empty = reviewFormSchema.safeParse({ comment: '  <p> </p> ' })
    expect(empty.success).toBe(false)
    const messages = empty.error?.issues.map((issue) => issue.message)
    expect(messages).toContain('Please select a rating')
    expect(messages).toContain('Please enter your comment')
    expect(reviewFormSchema.safeParse({ rating: 6, comment: 'x' }).error?.issues[0]?.message).toBe(
      'Please select a rating',
    )
    expect(reviewFormSchema.parse({ rating: 5, comment: ' <i>Top</i> ' })).toEqual({ rating: 5, comment: 'Top' })
  })

  it('reads the listing id under the kind field', () => {
    const body = reviewCreateSchema.parse({ rating: 4, comment: 'ok', campsite_id: 'c1' })
    expect(reviewListingOf('campsite', body)).toBe('c1')
    expect(reviewListingOf('boat', body)).toBeNull()
    expect(reviewCreateSchema.safeParse({ rating: 4, comment: 'ok', listing: 'x' }).success).toBe(false)
  })
})

describe('truncateWords', () => {
  it('cuts after 30 words with an ellipsis and says so', () => {
    const text = Array.from({ length: 31 }, (_, i) => `w${i + 1}`).join(' ')
    const cut = truncateWords(text)
    expect(cut.truncated).toBe(true)
    expect(cut.text.endsWith('w30…')).toBe(true)
    expect(truncateWords('short\ntext')).toEqual({ text: 'short\ntext', truncated: false })
    const exactly = Array.from({ length: 30 }, () => 'w').join(' ')
    expect(truncateWords(exactly).truncated).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { personalValues, REMOVED, scrubText } from './scrub'

describe('scrubText', () => {
  it('removes every occurrence of the values, whatever the case, longest first', () => {
    expect(scrubText('Hi Anna Berger, call anna at +49 170 555', ['Anna', 'Anna Berger', '+49 170 555'])).toBe(
      `Hi ${REMOVED}, call ${REMOVED} at ${REMOVED}`,
    )
  })

  it('treats values literally and ignores very short ones', () => {
    expect(scrubText('a.b+c@x.io wrote (1) Jo', ['a.b+c@x.io', 'Jo', ''])).toBe(`${REMOVED} wrote (1) Jo`)
  })

  it('passes empty and missing text through', () => {
    expect(scrubText(null, ['Anna'])).toBeNull()
    expect(scrubText('', ['Anna'])).toBe('')
  })
})

describe('personalValues', () => {
  it('lists the contact details, the full name and the mailbox name', () => {
    expect(
      personalValues({ email: 'anna.berger@example.com', first_name: 'Anna', last_name: 'Berger', phone: '+49 1' }),
    ).toEqual(['anna.berger@example.com', 'Anna', 'Berger', '+49 1', 'Anna Berger', 'anna.berger'])
  })
})

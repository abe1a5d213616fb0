import { describe, expect, it } from 'vitest'
// The server's i18next instance (every language) is what fixedT reads in route meta.
import '~/i18n/instance.server'
import { documentTitle, pageMeta } from './meta'

describe('documentTitle', () => {
  it('adds the site name to a page title that lacks it', () => {
    expect(documentTitle('Last-minute deals', 'Driftway')).toBe('Last-minute deals – Driftway')
  })

  it('keeps a title that names the site already', () => {
    expect(documentTitle('Log in – Driftway', 'Driftway')).toBe('Log in – Driftway')
    expect(documentTitle('Knaus BoxStar – campervan for rent in Bolzano | Driftway', 'Driftway')).toBe(
      'Knaus BoxStar – campervan for rent in Bolzano | Driftway',
    )
  })
})

describe('pageMeta', () => {
  it('names the site in the document title and keeps the page title for Open Graph', () => {
    const tags = pageMeta('de', { title: 'Wunschlisten', description: 'Gemerkte Angebote' })
    expect(tags).toContainEqual({ title: 'Wunschlisten – Driftway' })
    expect(tags).toContainEqual({ property: 'og:title', content: 'Wunschlisten' })
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Driftway' })
    expect(tags).toContainEqual({ name: 'description', content: 'Gemerkte Angebote' })
  })
})

import { describe, expect, test } from 'vitest'
import { createI18n } from './instance.server'
import { namespacesElementId } from './namespace-trace'
import { namespacesMarkup, recordingNamespaces } from './namespace-use.server'
import { rememberedT } from './remembered-t'

describe('the namespaces a server render looks up (issue 17)', () => {
  test('a lookup notes its namespace, by hook or key prefix, only in the render it belongs to', () => {
    const i18n = createI18n('en')
    const search = i18n.getFixedT('en', 'search')
    const first = new Set<string>()
    const other = new Set<string>()
    expect(recordingNamespaces(first, () => search('bar.label'))).toBe('Search listings')
    recordingNamespaces(first, () => search('pages:breadcrumb.home'))
    recordingNamespaces(other, () => i18n.t('breadcrumb.home', { ns: 'pages' }))
    expect([...first].sort()).toEqual(['pages', 'search'])
    expect([...other]).toEqual(['pages'])
    // Outside a render nothing is noted (loaders translate for data, not for the browser).
    search('bar.period')
    expect([...first].sort()).toEqual(['pages', 'search'])
  })

  test('a remembered answer reports its namespace again in every render that reuses it', () => {
    const t = rememberedT(createI18n('en').getFixedT('en', 'search'))
    const renders = [new Set<string>(), new Set<string>()]
    for (const render of renders) recordingNamespaces(render, () => t('bar.label'))
    expect(renders.map((render) => [...render])).toEqual([['search'], ['search']])
  })

  test('the list goes to the browser as a JSON data block that cannot close its element', () => {
    const markup = namespacesMarkup(new Set(['search', 'translation', '</script>']))
    expect(markup).toContain(`id="${namespacesElementId}"`)
    expect(markup).toContain('type="application/json"')
    expect(markup.match(/<\/script>/g)).toHaveLength(1)
    const json = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</script>'))
    expect(JSON.parse(json)).toEqual(['</script>', 'search', 'translation'])
  })
})

import { bundleOf } from '../bundle'

/** Every English namespace as one chunk: a browser loads only the page's language (entry.client.tsx). */
export default bundleOf('en', import.meta.glob('../../locales/en/*.json', { eager: true, import: 'default' }))

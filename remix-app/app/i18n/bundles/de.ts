import { bundleOf } from '../bundle'

/** Every German namespace as one chunk: a browser loads only the page's language (entry.client.tsx). */
export default bundleOf('de', import.meta.glob('../../locales/de/*.json', { eager: true, import: 'default' }))

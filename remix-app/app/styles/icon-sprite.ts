import * as lucide from 'lucide-react'
import * as icons from '~/components/ui/icons'
import { type LucideName, type SpriteIcon, symbolIdOf } from '~/components/ui/sprite-icon'
import { nodeOf, shapesMarkup } from './lucide-drawing'

/**
 * The site's icon sprite (sprite-icon.tsx): one `<symbol>` per icon of `icons.ts`, drawn as lucide
 * draws it. `icon-sprite.svg` is this module's output, checked in and served as a hashed asset
 * (`icon-sprite.test.ts` fails while it is stale; `npx vitest run remix-app/app/styles/icon-sprite.test.ts -u`
 * writes it again).
 */
export function iconSpriteSvg(): string {
  const names = Object.values(icons as Record<string, unknown>)
    .filter((icon): icon is SpriteIcon => typeof icon === 'object' && icon !== null && 'iconName' in icon)
    .map((icon) => icon.iconName)
    .sort()
  const symbols = names.map((name: LucideName) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test-time generator, never in a bundle; it needs every icon by name
    const drawing = lucide[name] as lucide.LucideIcon
    return `<symbol id="${symbolIdOf(name)}" viewBox="0 0 24 24">${shapesMarkup(nodeOf(drawing), '"')}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join('\n')}\n</svg>\n`
}

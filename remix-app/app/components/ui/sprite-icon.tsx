import type { LucideIcon, LucideProps } from 'lucide-react'
import { createContext, forwardRef, type ReactElement, useContext, useLayoutEffect } from 'react'

/**
 * Lucide icons drawn from one sprite per page (issue 23): each icon is `<svg><use href="#i-name"/></svg>`
 * and its paths are written once, as a `<symbol>`, in a hidden `<svg>` at the end of the body. A
 * search page showed 491 inline icons (180 KB of its HTML); now it carries each of its ~30 shapes
 * once. The stroke defaults lucide put on every icon (fill, stroke, width, caps) are one CSS rule
 * for an `<svg>` around a `<use>` of an `#i-` symbol (app.css), so an icon needs no class of its
 * own and the classes that colour or size it work as before. (The icons a card or filter repeats
 * are not drawn here at all but by CSS: icon-masks.ts.)
 *
 * Server renders collect the icons they use in an `IconSheet` (entry.server.tsx) and write it
 * before `</body>` once React is done; in the browser an icon whose symbol is not on the page (a
 * client navigation, a dialog) adds it to the same sprite before it is painted.
 */

type IconNode = [tag: string, attrs: Record<string, string>][]
type IconData = {
  name: string
  node: IconNode
  size?: number
}

/** The icons one server render used, by name. */
export type IconSheet = Map<string, IconData>
const SheetContext = createContext<IconSheet | null>(null)
export const IconSheetProvider = SheetContext.Provider

const SPRITE_ID = 'icon-sprite'
const SVG_NS = 'http://www.w3.org/2000/svg'
/** `i-`: app.css gives the `<svg>` around a `<use>` of one lucide's stroke defaults. */
const symbolId = (icon: IconData) => `i-${icon.name}`

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

const viewBoxOf = (icon: IconData) => `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`

/** Each icon's `<symbol>`, written once per process: every page writes the same ones again. */
const symbols = new WeakMap<IconData, string>()

function symbolMarkup(icon: IconData): string {
  const known = symbols.get(icon)
  if (known) return known
  const shapes = icon.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join('')
      return `<${tag}${list}/>`
    })
    .join('')
  const markup = `<symbol id="${symbolId(icon)}" viewBox="${viewBoxOf(icon)}">${shapes}</symbol>`
  symbols.set(icon, markup)
  return markup
}

/** The hidden sprite of a server render's icons ('' when it used none). */
export function spriteMarkup(sheet: IconSheet): string {
  if (sheet.size === 0) return ''
  let markup = ''
  for (const icon of sheet.values()) markup += symbolMarkup(icon)
  return `<svg id="${SPRITE_ID}" xmlns="${SVG_NS}" hidden aria-hidden="true">${markup}</svg>`
}

/**
 * In the browser: the icon's symbol is in the page's sprite (the server's, or one made here). Run
 * after every mount, before paint: a render that React redoes in the browser (a hydration mismatch
 * makes it render the whole document again) drops the server's sprite with the rest of the body.
 */
function ensureSymbol(icon: IconData): void {
  if (document.getElementById(symbolId(icon))) return
  let sprite: Element | null = document.getElementById(SPRITE_ID)
  if (!sprite) {
    const made = document.createElementNS(SVG_NS, 'svg')
    made.id = SPRITE_ID
    made.setAttribute('hidden', '')
    made.setAttribute('aria-hidden', 'true')
    document.body.append(made)
    sprite = made
  }
  const symbol = document.createElementNS(SVG_NS, 'symbol')
  symbol.id = symbolId(icon)
  symbol.setAttribute('viewBox', viewBoxOf(icon))
  for (const [tag, attrs] of icon.node) {
    const shape = document.createElementNS(SVG_NS, tag)
    for (const [name, value] of Object.entries(attrs)) if (name !== 'key') shape.setAttribute(name, String(value))
    symbol.append(shape)
  }
  sprite.append(symbol)
}

/** Lucide's own rule: an icon without a label, title or role is hidden from assistive technology. */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  )

/**
 * The shape of a lucide icon: its component renders lucide's `Icon` with `icon: { name, node }`
 * (lucide-react's createLucideIcon). Read once; null if a lucide release changes that, and then
 * the icon is drawn by lucide itself, inline, as before.
 */
function iconDataOf(Lucide: LucideIcon): IconData | null {
  // React's forwardRef object keeps the component as `render`, which its type does not declare.
  const render = (Lucide as unknown as { render?: (props: object, ref: null) => ReactElement }).render
  const icon = render?.({}, null)?.props as { icon?: Partial<IconData> } | undefined
  const data = icon?.icon
  return data && typeof data.name === 'string' && Array.isArray(data.node) ? (data as IconData) : null
}

/** A lucide icon drawn from the page's sprite, with lucide's props (size, strokeWidth, color, className …). */
export function spriteIcon(Lucide: LucideIcon): LucideIcon {
  let data: IconData | null | undefined
  const Icon = forwardRef<SVGSVGElement, Omit<LucideProps, 'ref'>>(function SpriteIcon(props, ref) {
    const sheet = useContext(SheetContext)
    if (data === undefined) data = iconDataOf(Lucide)
    const icon = data
    // Once per mounted icon (its shape never changes).
    useLayoutEffect(() => {
      if (icon) ensureSymbol(icon)
    }, [])
    if (!icon) return <Lucide ref={ref} {...props} />
    const {
      size,
      width,
      height,
      color,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      fill,
      stroke,
      style,
      className,
      children,
      ...rest
    } = props
    if (sheet && !sheet.has(icon.name)) sheet.set(icon.name, icon)
    // The app.css rule draws the defaults; props given here win over it, so they go in `style`.
    const drawn =
      color != null || stroke != null || strokeWidth != null || fill != null
        ? { stroke: stroke ?? color, strokeWidth, fill, ...style }
        : style
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: like lucide's own, hidden unless the caller labels it (aria-label, title child)
      <svg
        ref={ref}
        className={className}
        width={width ?? size}
        height={height ?? size}
        aria-hidden={children != null || hasA11yProp(rest) ? undefined : 'true'}
        style={drawn}
        {...rest}
      >
        <use href={`#${symbolId(icon)}`} />
        {children}
      </svg>
    )
  })
  Icon.displayName = Lucide.displayName
  return Icon
}

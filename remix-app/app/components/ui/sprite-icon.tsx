import type * as lucide from 'lucide-react'
import type { LucideIcon, LucideProps } from 'lucide-react'
import { forwardRef } from 'react'
import spriteUrl from '~/styles/icon-sprite.svg?no-inline'

/**
 * Lucide icons drawn from one sprite file for the whole site (issue 23): each icon is
 * `<svg><use href="/assets/icon-sprite-<hash>.svg#i-Name"/></svg>`. The sprite (`icon-sprite.svg`,
 * written from lucide by icon-sprite.ts) is an immutable asset the browser fetches once and keeps,
 * so neither a page's HTML nor its JavaScript carries an icon's drawing: lucide's components put
 * every icon the site uses (~45 KB) in the JavaScript of every page, and an inline sprite a few KB
 * in each page's HTML. The stroke defaults lucide put on every icon (fill, stroke, width, caps)
 * are one CSS rule for an `<svg>` around a `<use>` of an `#i-` symbol (app.css), so an icon needs
 * no class of its own and the classes that colour or size it work as before. (The icons a card or
 * filter repeats are drawn by CSS masks instead: icon-masks.ts.)
 */

/** The name of a lucide icon, as lucide-react exports it (`CalendarCheck2`). */
export type LucideName = {
  [Name in keyof typeof lucide]: (typeof lucide)[Name] extends LucideIcon ? Name : never
}[keyof typeof lucide]

export type SpriteIcon = LucideIcon & { iconName: LucideName }

/** The symbol of an icon in the sprite; `i-`: app.css gives the `<svg>` around its `<use>` lucide's stroke defaults. */
export const symbolIdOf = (name: LucideName) => `i-${name}`

/** Lucide's own rule: an icon without a label, title or role is hidden from assistive technology. */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  )

/** A lucide icon drawn from the sprite, with lucide's props (size, strokeWidth, color, className …). */
export function spriteIcon(name: LucideName): SpriteIcon {
  const href = `${spriteUrl}#${symbolIdOf(name)}`
  const Icon = forwardRef<SVGSVGElement, Omit<LucideProps, 'ref'>>(function SpriteIcon(props, ref) {
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
        <use href={href} />
        {children}
      </svg>
    )
  })
  Icon.displayName = name
  return Object.assign(Icon, { iconName: name })
}

import type { LucideIcon } from 'lucide-react'

/** Lucide's drawing of an icon: a list of SVG shapes with their attributes. */
export type IconNode = [tag: string, attrs: Record<string, string>][]

/** Lucide's drawing of an icon: its component renders lucide's `Icon` with `icon: { node }`. */
export function nodeOf(Lucide: LucideIcon): IconNode {
  // React's forwardRef object keeps the component as `render`, which its type does not declare.
  const render = (
    Lucide as unknown as { render: (props: object, ref: null) => { props: { icon: { node: IconNode } } } }
  ).render
  return render({}, null).props.icon.node
}

/** The shapes as SVG markup, attribute values in `quote` (CSS data URLs want `'`, SVG files `"`). */
export function shapesMarkup(node: IconNode, quote: "'" | '"'): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(
          ([name, value]) => ` ${name}=${quote}${String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;')}${quote}`,
        )
        .join('')
      return `<${tag}${list}/>`
    })
    .join('')
}

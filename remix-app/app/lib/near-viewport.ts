import { type RefObject, useEffect, useState } from 'react'

/** Whether the element is laid out at all (no `display: none` on it or an ancestor). */
const isDisplayed = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0

/**
 * True from the first time the element is shown (not `display: none`) within `margin` of the
 * viewport — or, with `whenDisplayed`, as soon as it is laid out anywhere on the page — and from
 * then on. Heavy parts that only matter once seen (the Leaflet maps, their tiles and stylesheets)
 * start loading then instead of with the page (issue 17): a phone shows the search page's list and
 * keeps its map behind "Map"; a detail page's pickup map is far below the fold.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '300px', whenDisplayed = false }: { margin?: string; whenDisplayed?: boolean } = {},
): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (whenDisplayed && isDisplayed(element)) {
      setNear(true)
      return
    }
    // A hidden element never intersects: it is picked up when shown.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, whenDisplayed, near])
  return near
}

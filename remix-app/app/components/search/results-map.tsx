import { lazy, Suspense, useRef } from 'react'
import { Skeleton } from '~/components/ui'
import { cn } from '~/lib/cn'
import { useNearViewport } from '~/lib/near-viewport'
import type { ResultsMapProps } from './results-map.leaflet'

// Leaflet touches `window` on import: load it in the browser only, with its stylesheets, once the
// layout shows the map (a phone shows the list first; issue 17) — never with the page.
const LeafletResultsMap = lazy(async () => {
  const [module] = await Promise.all([
    import('./results-map.leaflet'),
    import('leaflet/dist/leaflet.css'),
    import('./search-map.css'),
  ])
  return module
})

/** The results on a map (client-only); a placeholder of the same size until it is shown and Leaflet has loaded. */
export function ResultsMap({ className, ...props }: ResultsMapProps & { className?: string }) {
  const box = useRef<HTMLDivElement>(null)
  // Loaded where the layout shows the map (beside the list from lg up, even below the fold), or once "Map" shows it on a phone.
  const shown = useNearViewport(box, { whenDisplayed: true })
  const placeholder = <Skeleton className="size-full rounded-none" />
  return (
    <div ref={box} className={cn('relative isolate overflow-hidden bg-[#e8efe9]', className)} data-testid="results-map">
      {shown ? <Suspense fallback={placeholder}>{<LeafletResultsMap {...props} />}</Suspense> : placeholder}
    </div>
  )
}

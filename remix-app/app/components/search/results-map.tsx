import { lazy, Suspense, useEffect, useState } from 'react'
import { Skeleton } from '~/components/ui'
import { cn } from '~/lib/cn'
import type { ResultsMapProps } from './results-map.leaflet'

// Leaflet touches `window` on import: load it in the browser only, after hydration.
const LeafletResultsMap = lazy(() => import('./results-map.leaflet'))

/** The results on a map (client-only); a placeholder of the same size while Leaflet loads. */
export function ResultsMap({ className, ...props }: ResultsMapProps & { className?: string }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const placeholder = <Skeleton className="size-full rounded-none" />
  return (
    <div className={cn('relative isolate overflow-hidden bg-[#e8efe9]', className)} data-testid="results-map">
      {mounted ? <Suspense fallback={placeholder}>{<LeafletResultsMap {...props} />}</Suspense> : placeholder}
    </div>
  )
}

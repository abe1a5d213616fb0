import { type ComponentType, useEffect, useRef, useState } from 'react'
import { Skeleton } from '~/components/ui'
import { MapPin } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { MapTiles } from '~/lib/map-tiles.server'
import { useNearViewport } from '~/lib/near-viewport'

type MapViewProps = { latitude: number; longitude: number; tilesUrl: string; attribution: string; label: string }

/**
 * The pickup location on a Leaflet map. Leaflet needs the browser, so the map module loads after
 * hydration, once the map is near the screen (it sits far below the fold; issue 17); the server and
 * a failed load show the address card instead. Tiles that cannot load
 * (offline, blocked) leave the marker on a plain background: the page keeps working.
 */
export function PickupMap({
  latitude,
  longitude,
  tiles,
  address,
}: {
  latitude: number | null
  longitude: number | null
  tiles: MapTiles
  address: string
}) {
  const { t } = useTranslation('listing')
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null)
  const [failed, setFailed] = useState(false)
  const hasPoint = typeof latitude === 'number' && typeof longitude === 'number'
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)

  useEffect(() => {
    if (!hasPoint || !near) return
    let cancelled = false
    import('./map-view.client')
      .then((module) => {
        if (!cancelled) setView(() => module.default)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [hasPoint, near])

  if (!hasPoint) return null
  return (
    <div
      ref={box}
      className="relative isolate h-72 overflow-hidden rounded-xl border border-line bg-forest-50 sm:h-80"
      data-testid="pickup-map"
    >
      {View ? (
        <View
          latitude={latitude}
          longitude={longitude}
          tilesUrl={tiles.url}
          attribution={tiles.attribution}
          label={t('location.mapMarker')}
        />
      ) : failed ? null : (
        <Skeleton className="size-full rounded-none" />
      )}
      <div className="pointer-events-none absolute inset-x-3 bottom-3 z-[500] flex items-start gap-2 rounded-lg bg-surface/95 px-3.5 py-2.5 text-sm shadow-md backdrop-blur-sm sm:right-auto sm:max-w-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span className="text-ink">{address}</span>
      </div>
    </div>
  )
}

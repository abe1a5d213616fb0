import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'

/** Spec §2: pickup map default zoom 11, zoom range 0 to 20. */
const PICKUP_MAP_ZOOM = 11

/**
 * The Leaflet map itself; imported only in the browser (Leaflet touches `window` on import).
 * Plain Leaflet rather than a React wrapper: the map is one effect, and Leaflet's BSD licence
 * keeps the dependency tree open source.
 */
export default function MapView({
  latitude,
  longitude,
  tilesUrl,
  attribution,
  label,
}: {
  latitude: number
  longitude: number
  tilesUrl: string
  attribution: string
  label: string
}) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const map = L.map(element, {
      center: [latitude, longitude],
      zoom: PICKUP_MAP_ZOOM,
      minZoom: 0,
      maxZoom: 20,
      scrollWheelZoom: false,
    })
    L.tileLayer(tilesUrl, { attribution, maxZoom: 20 }).addTo(map)
    const marker = L.circleMarker([latitude, longitude], {
      radius: 11,
      color: '#ffffff',
      weight: 3,
      fillColor: '#24564d',
      fillOpacity: 1,
    }).addTo(map)
    marker.getElement()?.setAttribute('aria-label', label)
    // The map may start inside a hidden tab (size 0): when its box changes, Leaflet re-measures and
    // centres the pickup point again.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === 0) return
      map.invalidateSize()
      map.setView([latitude, longitude], map.getZoom(), { animate: false })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      map.remove()
    }
  }, [latitude, longitude, tilesUrl, attribution, label])

  // Shown where tiles cannot load (offline, blocked): a calm surface instead of Leaflet's grey.
  return <div ref={container} className="size-full" style={{ background: '#e6f0ec' }} />
}

/**
 * Map tiles for every Leaflet map of the site (env `MAP_TILES_URL` and `MAP_TILES_ATTRIBUTION`,
 * OpenStreetMap by default). Read on the server so a deployment can point at its own tile server
 * without a rebuild; loaders pass the result to the page.
 */
export function mapTilesConfig() {
  const url = process.env.MAP_TILES_URL?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
  const attribution =
    process.env.MAP_TILES_ATTRIBUTION?.trim() ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
  return { url, attribution }
}

export type MapTiles = ReturnType<typeof mapTilesConfig>

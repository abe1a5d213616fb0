/**
 * Offline listing photos: each (kind, slot, seed) maps to an illustrated SVG scene rendered to JPEG.
 * The same request always yields the same bytes, so the seed is reproducible without downloads.
 */
import { type BoatStyle, boatLook, boatScene, harbourScene } from './boats'
import { campsiteMainScene, pitchesScene, situationScene, surroundingsScene } from './campsite'
import type { Canvas } from './canvas'
import { cabScene, deckScene, helmScene } from './cockpits'
import { bathroomScene, berthScene, kitchenScene, seatingScene } from './interiors'
import { rvRearScene, rvSideScene } from './outdoor'
import { toJpeg } from './render'
import { createRng, hashSeed } from './rng'
import type { ListingKind } from './slots'
import { type VehicleStyle, vehicleLook } from './vehicles'

export { HEIGHT, WIDTH } from './canvas'
export { mainImageSlots, slotsForKind } from './slots'

export type PhotoRequest = {
  kind: ListingKind
  slot: string
  seed: number
  /** Vehicle or boat body style to show (e.g. 'alcove', 'sailboat'); random by seed when absent. */
  style?: VehicleStyle | BoatStyle
}

/** Builds the scene for a slot; exterior slots of one seed share the same vehicle or boat. */
function photoScene({ kind, slot, seed, style }: PhotoRequest): Canvas {
  const rng = createRng(hashSeed(kind, slot, seed))
  const lookRng = () => createRng(hashSeed(kind, 'look', seed))
  if (kind === 'recreational_vehicle') {
    switch (slot) {
      case 'Front View':
        return rvSideScene(rng, vehicleLook(lookRng(), style as VehicleStyle | undefined))
      case 'Rear View':
        return rvRearScene(rng, { ...vehicleLook(lookRng(), style as VehicleStyle | undefined), style: 'panel_van' })
      case "Driver's Compartment":
        return cabScene(rng)
      case 'Kitchen':
        return kitchenScene(rng)
      case 'Bathroom/Toilets':
        return bathroomScene(rng)
      case 'Berth':
        return berthScene(rng)
      case 'Seats':
        return seatingScene(rng)
      default:
        return rng.chance(0.5)
          ? rvSideScene(rng, vehicleLook(lookRng(), style as VehicleStyle | undefined))
          : campsiteMainScene(rng)
    }
  }
  if (kind === 'campsite') {
    switch (slot) {
      case 'Main':
        return campsiteMainScene(rng)
      case 'Spots':
        return pitchesScene(rng)
      case 'Surroundings':
        return surroundingsScene(rng)
      case 'Situation':
        return situationScene(rng)
      default:
        return rng.pick([campsiteMainScene, surroundingsScene, situationScene])(rng)
    }
  }
  switch (slot) {
    case 'Full View':
      return boatScene(rng, boatLook(lookRng(), style as BoatStyle | undefined))
    case 'Side View':
      return harbourScene(rng, boatLook(lookRng(), style as BoatStyle | undefined))
    case 'Cockpit':
      return helmScene(rng)
    case 'Deck Space':
      return deckScene(rng)
    case 'Lounge Area':
      return seatingScene(rng, true)
    case 'Galley':
      return kitchenScene(rng, true)
    case 'Sleeping Area':
      return berthScene(rng, true)
    case 'Bathroom':
      return bathroomScene(rng, true)
    default:
      return rng.chance(0.5)
        ? boatScene(rng, boatLook(lookRng(), style as BoatStyle | undefined))
        : harbourScene(rng, boatLook(lookRng(), style as BoatStyle | undefined))
  }
}

/** 1200×800 JPEG for a listing image slot. */
export function renderPhoto(request: PhotoRequest): Promise<Buffer> {
  return toJpeg(photoScene(request))
}

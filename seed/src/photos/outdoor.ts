/** Outdoor scenes of campervans and motorhomes. */
import { drawGround, drawLandscape, drawTree, finish, groundLineY, makeScenery, type Scenery } from './backdrop'
import { Canvas, WIDTH } from './canvas'
import type { Rng } from './rng'
import {
  drawPerspectiveRoad,
  drawSideRoad,
  drawVanRear,
  drawVehicleSide,
  type VehicleLook,
  vehicleLength,
  vehicleLook,
} from './vehicles'

export function rvSideScene(rng: Rng, look: VehicleLook = vehicleLook(rng)): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng)
  const horizonY = rng.range(420, 480)
  drawLandscape(c, s, horizonY)
  drawGround(c, s, groundLineY(s, horizonY))
  const roadY = rng.range(575, 610)
  // A caravan stands on its pitch; everything with an engine is on the road.
  if (look.style !== 'caravan') drawSideRoad(c, s, roadY, 130)
  const scale = look.style === 'classic_bus' ? rng.range(1.05, 1.2) : rng.range(0.9, 1.05)
  const length = vehicleLength[look.style] * scale
  const x = rng.range(60, WIDTH - length - 60)
  drawVehicleSide(c, s, look, x, roadY + 85, scale, rng.chance(0.3))
  framingTree(c, s, rng, x, length)
  finish(c, s)
  return c
}

/** A tree at the left or right edge that frames the subject, where there is room. */
function framingTree(c: Canvas, s: Scenery, rng: Rng, subjectX: number, subjectWidth: number): void {
  if (!rng.chance(0.55)) return
  if (subjectX > 220)
    drawTree(
      c,
      s,
      rng.range(40, subjectX - 120),
      rng.range(560, 590),
      rng.range(260, 360),
      rng.chance(0.5) ? 'pine' : 'round',
      0,
    )
  else if (subjectX + subjectWidth < WIDTH - 220)
    drawTree(
      c,
      s,
      rng.range(subjectX + subjectWidth + 110, WIDTH - 40),
      rng.range(560, 590),
      rng.range(260, 360),
      rng.chance(0.5) ? 'pine' : 'round',
      0,
    )
}

export function rvRearScene(rng: Rng, look: VehicleLook = vehicleLook(rng, 'panel_van')): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng)
  const horizonY = rng.range(400, 450)
  drawLandscape(c, s, horizonY)
  drawGround(c, s, groundLineY(s, horizonY))
  const vx = rng.range(480, 720)
  drawPerspectiveRoad(c, s, vx, groundLineY(s, horizonY), 560)
  drawVanRear(c, s, look, rng.range(480, 720), rng.range(730, 760), rng.range(0.85, 1))
  finish(c, s)
  return c
}

/** Boats on the water: houseboats, canal cruisers, motor yachts and sailboats, with reflections; harbours. */
import {
  drawLandscape,
  drawTree,
  drawTreeLine,
  drawWater,
  finish,
  lit,
  makeScenery,
  type Scenery,
  type Terrain,
} from './backdrop'
import { Canvas, HEIGHT, r1, WIDTH } from './canvas'
import { mix, shade } from './color'
import type { Rng } from './rng'

export type BoatStyle = 'houseboat' | 'cruiser' | 'motor_yacht' | 'sailboat'
const boatStyles: BoatStyle[] = ['houseboat', 'cruiser', 'motor_yacht', 'sailboat']

export type BoatLook = { style: BoatStyle; hull: string; trim: string; canvas: string; sailing: boolean }

export function boatLook(rng: Rng, style?: BoatStyle): BoatLook {
  const chosen = style ?? rng.pick(boatStyles)
  return {
    style: chosen,
    hull:
      chosen === 'cruiser'
        ? rng.pick(['#1f3a63', '#2d4f3a', '#7a1f24', '#24303f'])
        : rng.pick(['#f7f7f4', '#f7f7f4', '#1f3a63', '#eef2f4']),
    trim: rng.pick(['#1f3a63', '#c0392b', '#2a8c8c', '#2c3e50', '#b07d4f']),
    canvas: rng.pick(['#1f3a63', '#efe6d2', '#2a6f8c', '#6d7b8d']),
    sailing: rng.chance(0.6),
  }
}

const BOAT_LENGTH: Record<BoatStyle, number> = { houseboat: 600, cruiser: 580, motor_yacht: 660, sailboat: 560 }

function glass(c: Canvas, s: Scenery): string {
  return c.linear([
    [0, mix('#24354a', s.tod.skyTop, 0.4)],
    [1, '#121a24'],
  ])
}

function hullFill(c: Canvas, s: Scenery, color: string): string {
  const base = lit(color, s.tod)
  return c.linear([
    [0, shade(base, 0.1)],
    [1, shade(base, -0.2)],
  ])
}

function railing(x0: number, x1: number, y: number, h: number, color = '#d9dde2'): string {
  const posts: string[] = []
  for (let x = x0; x <= x1; x += 40) posts.push(`M${r1(x)} ${r1(y)}v${r1(-h)}`)
  return `<path d="${posts.join('')}M${r1(x0)} ${r1(y - h)}H${r1(x1)}" stroke="${color}" stroke-width="3" fill="none"/>`
}

function fenders(xs: number[], y: number): string {
  return xs
    .map(
      (x) =>
        `<path d="M${x} ${y - 40}v10" stroke="#ffffff" stroke-width="2"/><rect x="${x - 7}" y="${y - 30}" width="14" height="32" rx="7" fill="#f4f4f1" stroke="#c9ced6" stroke-width="2"/>`,
    )
    .join('')
}

/** Boat in side view, bow to the right, waterline at y = 0. */
function boatShape(c: Canvas, s: Scenery, look: BoatLook, moored: boolean): void {
  const g = glass(c, s)
  const white = lit('#f7f7f4', s.tod)
  const hull = hullFill(c, s, look.hull)
  const trim = lit(look.trim, s.tod)
  switch (look.style) {
    case 'houseboat': {
      c.add(
        `<path d="M0 -90L560 -90Q610 -90 600 -60L580 0L20 0Z" fill="${hull}"/><rect x="0" y="-18" width="590" height="18" fill="${trim}"/>`,
      )
      c.add(
        `<rect x="60" y="-230" width="440" height="140" rx="6" fill="${white}"/><rect x="40" y="-240" width="480" height="14" rx="4" fill="${lit(look.trim, s.tod)}"/>`,
      )
      for (const x of [90, 200, 310]) c.add(`<rect x="${x}" y="-205" width="90" height="70" rx="6" fill="${g}"/>`)
      c.add(`<rect x="420" y="-212" width="60" height="120" rx="4" fill="${g}"/>`)
      c.add(railing(60, 500, -240, 34))
      c.add(
        `<path d="M160 -274L420 -274L400 -304L180 -304Z" fill="${lit(look.canvas, s.tod)}"/><path d="M180 -274v34M400 -274v34" stroke="#c9ced6" stroke-width="4"/>`,
      )
      c.add(
        `<circle cx="540" cy="-56" r="16" fill="none" stroke="#e74c3c" stroke-width="8"/><circle cx="540" cy="-56" r="16" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="12.5 12.5"/>`,
      )
      break
    }
    case 'cruiser': {
      c.add(
        `<path d="M0 -110L540 -120Q590 -122 580 -100L520 0L30 0Q6 -40 0 -110Z" fill="${hull}"/><path d="M0 -114L544 -124" stroke="${lit('#a0683d', s.tod)}" stroke-width="10"/><rect x="20" y="-14" width="510" height="14" fill="${lit('#7a1f24', s.tod)}"/>`,
      )
      c.add(
        `<path d="M250 -120L250 -250Q250 -262 262 -262L380 -262L430 -160L430 -120Z" fill="${white}"/><path d="M266 -246L372 -246L410 -166L266 -166Z" fill="${g}"/><path d="M318 -246v80" stroke="${white}" stroke-width="6"/>`,
      )
      c.add(
        `<rect x="90" y="-190" width="170" height="72" rx="6" fill="${white}"/><rect x="110" y="-176" width="50" height="34" rx="5" fill="${g}"/><rect x="180" y="-176" width="50" height="34" rx="5" fill="${g}"/>`,
      )
      c.add(`<path d="M20 -120L20 -200Q20 -214 40 -214L110 -214L110 -120Z" fill="${lit(look.canvas, s.tod)}"/>`)
      c.add(railing(430, 540, -122, 30) + railing(20, 90, -120, 30))
      c.add(
        `<path d="M10 -120v-130" stroke="#c9ced6" stroke-width="3"/><path d="M12 -248h34v22h-34Z" fill="${lit(look.trim === '#c0392b' ? '#1f3a63' : '#c0392b', s.tod)}"/>`,
      )
      c.add(`<path d="M300 -262v-40M290 -302h20" stroke="#c9ced6" stroke-width="4"/>`)
      if (moored) c.add(fenders([120, 220, 330, 430], -40))
      break
    }
    case 'motor_yacht': {
      c.add(
        `<path d="M0 -100L600 -122Q668 -126 650 -100L570 0L24 0Q4 -40 0 -100Z" fill="${hull}"/><path d="M24 -10L572 -10L565 0L24 0Z" fill="${trim}"/>`,
      )
      for (const x of [180, 260, 340]) c.add(`<rect x="${x}" y="-66" width="56" height="14" rx="7" fill="${g}"/>`)
      c.add(
        `<path d="M60 -102L520 -118L470 -190L120 -186Q70 -184 60 -140Z" fill="${white}"/><path d="M150 -176L460 -180L500 -128L150 -126Z" fill="${g}"/>`,
      )
      c.add(
        `<path d="M180 -186L420 -190L400 -230L210 -228Z" fill="${white}"/><path d="M200 -228L400 -230L420 -262L220 -262Z" fill="${lit(look.canvas, s.tod)}"/><path d="M230 -228v-34M390 -230v-32" stroke="#c9ced6" stroke-width="4"/>`,
      )
      c.add(
        `<path d="M330 -262v-30M320 -292h30" stroke="#c9ced6" stroke-width="4"/><path d="M540 -116L640 -120" stroke="#c9ced6" stroke-width="4"/>`,
      )
      if (moored) c.add(fenders([160, 300, 440], -40))
      break
    }
    case 'sailboat': {
      c.add(
        `<path d="M0 -70L560 -90Q540 -30 470 0L70 0Q20 -10 0 -70Z" fill="${hull}"/><path d="M40 -14L490 -14L470 0L70 0Z" fill="${trim}"/>`,
      )
      c.add(`<path d="M140 -74L420 -86L400 -130L180 -126Z" fill="${white}"/>`)
      for (const x of [210, 270, 330]) c.add(`<rect x="${x}" y="-116" width="38" height="14" rx="7" fill="${g}"/>`)
      c.add(
        `<path d="M250 -126V-560" stroke="#d9dde2" stroke-width="7"/><path d="M250 -560L556 -90M250 -560L6 -74" stroke="#b9bec7" stroke-width="2"/>`,
      )
      if (look.sailing && !moored) {
        const sail = lit('#fbfaf6', s.tod)
        c.add(
          `<path d="M246 -540Q176 -320 66 -150L246 -144Z" fill="${c.linear(
            [
              [0, shade(sail, -0.08)],
              [1, sail],
            ],
            0,
            0,
            1,
            0,
          )}"/><path d="M256 -520Q380 -300 520 -104L268 -118Z" fill="${shade(sail, -0.05)}"/>`,
        )
        c.add(`<path d="M246 -146H60" stroke="#8d939b" stroke-width="8" stroke-linecap="round"/>`)
      } else {
        c.add(
          `<path d="M246 -150H60" stroke="#8d939b" stroke-width="8" stroke-linecap="round"/><rect x="70" y="-172" width="180" height="24" rx="12" fill="${lit(look.canvas, s.tod)}"/>`,
        )
      }
      if (moored) c.add(fenders([150, 260, 370], -40))
      break
    }
  }
}

/** Draws a boat with its reflection; returns its length in pixels. */
function drawBoat(
  c: Canvas,
  s: Scenery,
  look: BoatLook,
  x: number,
  waterY: number,
  scale: number,
  flip: boolean,
  moored = false,
): number {
  const length = BOAT_LENGTH[look.style]
  const shape = c.capture(() => boatShape(c, s, look, moored))
  const place = flip
    ? `translate(${r1(x + length * scale)} ${r1(waterY)}) scale(${-scale} ${scale})`
    : `translate(${r1(x)} ${r1(waterY)}) scale(${scale})`
  const mirror = flip
    ? `translate(${r1(x + length * scale)} ${r1(waterY)}) scale(${-scale} ${-scale * 0.9})`
    : `translate(${r1(x)} ${r1(waterY)}) scale(${scale} ${-scale * 0.9})`
  const clip = c.clip(`<rect x="0" y="${r1(waterY)}" width="${WIDTH}" height="${r1(HEIGHT - waterY)}"/>`)
  c.add(`<g clip-path="${clip}" opacity="0.35"><g filter="${c.blur(3)}"><g transform="${mirror}">${shape}</g></g></g>`)
  c.add(`<g transform="${place}">${shape}</g>`)
  // Wake and waterline ripples break up the reflection.
  const lines: string[] = []
  for (let i = 0; i < 10; i++) {
    const y = waterY + 6 + i * 9
    lines.push(`M${r1(x + s.rng.range(-40, 60) * scale)} ${r1(y)}h${r1(length * scale * s.rng.range(0.3, 0.9))}`)
  }
  c.add(`<path d="${lines.join('')}" stroke="#ffffff" stroke-width="2.5" opacity="0.22"/>`)
  return length * scale
}

/** A boat on open water, a lake or a canal. */
export function boatScene(rng: Rng, look: BoatLook = boatLook(rng)): Canvas {
  const c = new Canvas()
  const setting =
    look.style === 'cruiser' || look.style === 'houseboat'
      ? rng.pick(['canal', 'lake', 'lake', 'coast'] as const)
      : rng.pick(['coast', 'lake', 'coast'] as const)
  const s = makeScenery(rng, setting === 'canal' ? 'plains' : (setting as Terrain))
  const horizonY = rng.range(400, 450)
  drawLandscape(c, s, horizonY)
  const waterTop = horizonY + (setting === 'lake' ? 60 : setting === 'canal' ? 40 : 0)
  if (setting === 'canal') {
    c.add(`<rect y="${r1(horizonY)}" width="${WIDTH}" height="50" fill="${s.grass}"/>`)
    drawTreeLine(c, s, horizonY + 40, { count: 18, height: 150, far: 0.15 })
  }
  drawWater(c, s, waterTop)
  const scale = rng.range(0.95, 1.15)
  const length = BOAT_LENGTH[look.style] * scale
  const waterY = rng.range(Math.max(waterTop + 140, 600), 660)
  drawBoat(c, s, look, rng.range(80, WIDTH - length - 80), waterY, scale, rng.chance(0.35))
  if (setting === 'canal')
    c.add(`<path d="M0 ${HEIGHT}L0 740Q600 700 1200 740V${HEIGHT}Z" fill="${shade(s.grass, -0.1)}"/>`)
  finish(c, s)
  return c
}

/** Harbour view: town on the hillside, masts behind, the boat moored at a wooden jetty. */
export function harbourScene(rng: Rng, look: BoatLook = boatLook(rng)): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, 'coast')
  const horizonY = rng.range(380, 430)
  drawLandscape(c, s, horizonY)
  const southern = rng.chance(0.6)
  const hill = lit(mix(southern ? '#8a9a5b' : '#5d7f4a', s.tod.haze, 0.2), s.tod)
  c.add(
    `<path d="M-20 ${r1(horizonY + 20)}Q300 ${r1(horizonY - 120)} 700 ${r1(horizonY - 40)}T1220 ${r1(horizonY - 60)}V${r1(horizonY + 40)}H-20Z" fill="${hill}"/>`,
  )
  const houses = southern
    ? ['#f3d9a4', '#e8b68a', '#f4f0e6', '#e9967a', '#f7e3b5', '#d9a27a']
    : ['#a0402f', '#e8dcc8', '#6b2d24', '#3f5a7a', '#f4f0e6', '#2f4f3f']
  for (let i = 0; i < 26; i++) {
    const x = rng.range(-20, WIDTH)
    const h = rng.range(30, 70)
    const w = rng.range(40, 70)
    const y = horizonY + 30 - rng.range(0, 90) * (0.5 + Math.sin((x / WIDTH) * Math.PI) * 0.5)
    const col = lit(rng.pick(houses), s.tod)
    const roof = southern ? lit('#c0643c', s.tod) : shade(col, -0.35)
    c.add(
      `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" fill="${col}"/><path d="M${r1(x - 4)} ${r1(y - h)}L${r1(x + w / 2)} ${r1(y - h - (southern ? 12 : 26))}L${r1(x + w + 4)} ${r1(y - h)}Z" fill="${roof}"/><rect x="${r1(x + w * 0.2)}" y="${r1(y - h * 0.7)}" width="${r1(w * 0.2)}" height="${r1(h * 0.25)}" fill="#3a3d44" opacity="0.6"/><rect x="${r1(x + w * 0.6)}" y="${r1(y - h * 0.7)}" width="${r1(w * 0.2)}" height="${r1(h * 0.25)}" fill="#3a3d44" opacity="0.6"/>`,
    )
  }
  c.add(`<rect y="${r1(horizonY + 20)}" width="${WIDTH}" height="30" fill="${lit('#b9b2a3', s.tod)}"/>`)
  drawWater(c, s, horizonY + 50)
  // Masts of the other boats in the marina.
  const masts: string[] = []
  const hulls: string[] = []
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, WIDTH)
    masts.push(`M${r1(x)} ${r1(horizonY + 62)}v${r1(-rng.range(120, 220))}`)
    hulls.push(
      `<path d="M${r1(x - 50)} ${r1(horizonY + 58)}h100l-12 14h-76Z" fill="${lit(rng.pick(['#f4f4f1', '#f4f4f1', '#1f3a63', '#c0392b']), s.tod)}"/>`,
    )
  }
  c.add(`<path d="${masts.join('')}" stroke="${lit('#e6e8eb', s.tod)}" stroke-width="3"/>${hulls.join('')}`)
  const scale = rng.range(0.9, 1.05)
  const length = BOAT_LENGTH[look.style] * scale
  drawBoat(c, s, look, rng.range(100, WIDTH - length - 100), rng.range(600, 630), scale, rng.chance(0.5), true)
  // Jetty in the foreground with posts and a bollard.
  const wood = lit('#8a6240', s.tod)
  c.add(`<path d="M0 700L1200 690V800H0Z" fill="${wood}"/>`)
  const planks: string[] = []
  for (let x = 0; x < WIDTH; x += 36) planks.push(`M${x} 697V800`)
  c.add(
    `<path d="${planks.join('')}" stroke="${shade(wood, -0.3)}" stroke-width="3"/><path d="M0 700L1200 690" stroke="${shade(wood, 0.2)}" stroke-width="5"/>`,
  )
  for (const x of [rng.range(80, 200), rng.range(900, 1100)])
    c.add(
      `<rect x="${r1(x)}" y="640" width="26" height="70" rx="4" fill="${shade(wood, -0.2)}"/><ellipse cx="${r1(x + 13)}" cy="640" rx="13" ry="5" fill="${shade(wood, 0.15)}"/>`,
    )
  const bx = rng.range(400, 800)
  c.add(
    `<rect x="${r1(bx)}" y="700" width="30" height="30" rx="6" fill="#2b2d33"/><rect x="${r1(bx - 8)}" y="694" width="46" height="12" rx="6" fill="#3a3d44"/><path d="M${r1(bx + 15)} 706Q${r1(bx + 80)} 660 ${r1(bx + 140)} 620" stroke="#e8dcc0" stroke-width="5" fill="none"/>`,
  )
  if (rng.chance(0.5)) drawTree(c, s, rng.chance(0.5) ? 40 : 1160, 700, 300, 'round')
  finish(c, s)
  return c
}

/** The room every interior scene is drawn in: its colours, walls, floor, lights, windows and daylight. */
import { drawLandscape, drawWater, lit, type Scenery } from './backdrop'
import { type Canvas, HEIGHT, pathFrom, r1, WIDTH } from './canvas'
import { shade } from './color'
import type { Rng } from './rng'

export type Theme = {
  boat: boolean
  wall: string
  ceiling: string
  floor: string
  cabinet: string
  worktop: string
  fabric: string
  cushion: string
  metal: string
}

const vanCabinets = ['#f4f1ea', '#d9c3a0', '#8fae8b', '#3f5a7a', '#c8ccd0', '#e3d5bd', '#5b6b5a']
const fabrics = ['#3f5a7a', '#7a8f3a', '#b8603a', '#5b4a8a', '#2a8c8c', '#8c8c8c', '#a33b3b', '#d9a441']

export function makeTheme(rng: Rng, boat: boolean): Theme {
  if (boat) {
    return {
      boat,
      wall: rng.pick(['#f3ecdf', '#efe6d4', '#f6f3ec']),
      ceiling: '#fbf8f1',
      floor: rng.pick(['#9a6b43', '#b07d4f', '#7e5535']),
      cabinet: rng.pick(['#8a5a35', '#a0683d', '#6e4528', '#b98a5e']),
      worktop: rng.pick(['#f1ede4', '#2f3136', '#d8cdb8']),
      fabric: rng.pick(['#1f3a63', '#f1ede4', '#2a6f8c', '#c7b79a']),
      cushion: rng.pick(['#c0392b', '#f1c40f', '#2a8c8c', '#ffffff', '#e67e22']),
      metal: '#c9ced6',
    }
  }
  return {
    boat,
    wall: rng.pick(['#f4f1ea', '#ece4d6', '#e8d3b0', '#eef0f1']),
    ceiling: rng.pick(['#f8f6f1', '#e2c9a2', '#f1efe9']),
    floor: rng.pick(['#b48a5e', '#9c7650', '#c9a97f', '#7f6a5a', '#a4a29b']),
    cabinet: rng.pick(vanCabinets),
    worktop: rng.pick(['#c89a62', '#2f3136', '#e8e4dc', '#a87b4f']),
    fabric: rng.pick(fabrics),
    cushion: rng.pick(['#e67e22', '#f1c40f', '#2a8c8c', '#c0392b', '#ecf0f1', '#8e44ad']),
    metal: '#c9ced6',
  }
}

export type Room = { bx0: number; by0: number; bx1: number; by1: number }

/** Draws walls, ceiling and floor around a back wall rectangle. */
export function room(c: Canvas, theme: Theme, r: Room, s: Scenery): void {
  const light = (color: string, amount: number) =>
    lit(shade(color, amount), s.tod.light < -0.1 ? { ...s.tod, light: -0.08 } : s.tod)
  c.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${light(theme.wall, -0.06)}"/>`)
  c.add(
    `<path d="${pathFrom([
      [0, 0],
      [WIDTH, 0],
      [r.bx1, r.by0],
      [r.bx0, r.by0],
    ])}" fill="${c.linear([
      [0, light(theme.ceiling, -0.12)],
      [1, light(theme.ceiling, 0)],
    ])}"/>`,
  )
  c.add(
    `<path d="${pathFrom([
      [0, 0],
      [r.bx0, r.by0],
      [r.bx0, r.by1],
      [0, HEIGHT],
    ])}" fill="${c.linear(
      [
        [0, light(theme.wall, -0.14)],
        [1, light(theme.wall, -0.04)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  c.add(
    `<path d="${pathFrom([
      [WIDTH, 0],
      [r.bx1, r.by0],
      [r.bx1, r.by1],
      [WIDTH, HEIGHT],
    ])}" fill="${c.linear(
      [
        [0, light(theme.wall, -0.02)],
        [1, light(theme.wall, -0.16)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  c.add(
    `<rect x="${r.bx0}" y="${r.by0}" width="${r.bx1 - r.bx0}" height="${r.by1 - r.by0}" fill="${light(theme.wall, 0.02)}"/>`,
  )
  // Floor planks converge on the vanishing point.
  const floor = light(theme.floor, 0)
  c.add(
    `<path d="${pathFrom([
      [0, HEIGHT],
      [WIDTH, HEIGHT],
      [r.bx1, r.by1],
      [r.bx0, r.by1],
    ])}" fill="${c.linear([
      [0, shade(floor, -0.1)],
      [1, shade(floor, 0.05)],
    ])}"/>`,
  )
  const planks: string[] = []
  const vx = (r.bx0 + r.bx1) / 2
  for (let i = -8; i <= 8; i++) {
    const xb = vx + i * ((r.bx1 - r.bx0) / 12)
    const xf = WIDTH / 2 + i * (WIDTH / 8)
    planks.push(`M${r1(xb)} ${r.by1}L${r1(xf)} ${HEIGHT}`)
  }
  c.add(`<path d="${planks.join('')}" stroke="${shade(floor, -0.25)}" stroke-width="2" opacity="0.5"/>`)
  if (theme.boat) {
    // Curved deckhead beams and a skylight hatch.
    c.add(
      `<rect x="${r1(vx - 90)}" y="${r1(r.by0 * 0.3)}" width="180" height="${r1(r.by0 * 0.45)}" rx="8" fill="${s.tod.skyTop}" stroke="${theme.cabinet}" stroke-width="10"/>`,
    )
  } else {
    for (const x of [0.3, 0.7]) {
      const lx = r.bx0 + (r.bx1 - r.bx0) * x
      c.add(
        `<ellipse cx="${r1(lx)}" cy="${r1(r.by0 * 0.55)}" rx="16" ry="6" fill="#fffbe8"/><ellipse cx="${r1(lx)}" cy="${r1(r.by0 * 0.55 + 30)}" rx="120" ry="50" fill="#fff6d8" opacity="0.12"/>`,
      )
    }
  }
}

/** A window (or porthole on boats) looking out on a small landscape. */
export function windowView(c: Canvas, s: Scenery, theme: Theme, x: number, y: number, w: number, h: number): void {
  const view = c.capture(() => {
    drawLandscape(c, s, theme.boat ? 470 : 520)
    if (theme.boat) drawWater(c, s, 470)
    else c.add(`<rect y="520" width="1200" height="280" fill="${s.grass}"/>`)
  })
  const clip = theme.boat
    ? c.clip(`<circle cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" r="${r1(Math.min(w, h) / 2)}"/>`)
    : c.clip(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="22"/>`)
  c.add(
    `<g clip-path="${clip}"><svg x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${view}</svg><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="#ffffff" opacity="0.12"/></g>`,
  )
  if (theme.boat) {
    const rr = Math.min(w, h) / 2
    c.add(
      `<circle cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" r="${r1(rr + 6)}" fill="none" stroke="#c9a24a" stroke-width="14"/><circle cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" r="${r1(rr + 6)}" fill="none" stroke="#f3dc8c" stroke-width="3"/>`,
    )
  } else {
    c.add(
      `<rect x="${r1(x - 8)}" y="${r1(y - 8)}" width="${r1(w + 16)}" height="${r1(h + 16)}" rx="28" fill="none" stroke="#3a3d44" stroke-width="12"/>`,
    )
    // Pleated blind pulled up at the top of the frame.
    c.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h * 0.14)}" fill="#efeae0"/><path d="${Array.from({ length: 4 }, (_, i) => `M${r1(x)} ${r1(y + (h * 0.14 * (i + 1)) / 5)}h${r1(w)}`).join('')}" stroke="#d2cbbd" stroke-width="2"/>`,
    )
  }
}

/** A soft wash of daylight falling in from the upper left. */
export function sunlight(c: Canvas, s: Scenery): void {
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.linear(
      [
        [0, s.tod.sunGlow, 0.18],
        [0.6, s.tod.sunGlow, 0],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
}

/** Interiors of vans and boats in one-point perspective: kitchen, seating, berth, bathroom, cab, helm, deck. */
import { drawLandscape, drawWater, finish, groundLineY, lit, makeScenery, type Scenery, type Terrain } from './backdrop'
import { Canvas, HEIGHT, pathFrom, r1, WIDTH } from './canvas'
import { shade } from './color'
import type { Rng } from './rng'
import { drawPerspectiveRoad } from './vehicles'

type Theme = {
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

function makeTheme(rng: Rng, boat: boolean): Theme {
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

type Room = { bx0: number; by0: number; bx1: number; by1: number }

/** Draws walls, ceiling and floor around a back wall rectangle. */
function room(c: Canvas, theme: Theme, r: Room, s: Scenery): void {
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
function windowView(c: Canvas, s: Scenery, theme: Theme, x: number, y: number, w: number, h: number): void {
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

function handle(x: number, y: number, w: number, horizontal = true): string {
  return horizontal
    ? `<rect x="${r1(x - w / 2)}" y="${r1(y - 3)}" width="${r1(w)}" height="6" rx="3" fill="#9aa0a8"/>`
    : `<rect x="${r1(x - 3)}" y="${r1(y - w / 2)}" width="6" height="${r1(w)}" rx="3" fill="#9aa0a8"/>`
}

function lockers(
  c: Canvas,
  theme: Theme,
  s: Scenery,
  x0: number,
  x1: number,
  y0: number,
  h: number,
  doors: number,
): void {
  const col = lit(theme.cabinet, s.tod.light < 0 ? { ...s.tod, light: -0.05 } : s.tod)
  c.add(
    `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(h)}" fill="${c.linear([
      [0, shade(col, 0.06)],
      [1, shade(col, -0.08)],
    ])}"/>`,
  )
  const w = (x1 - x0) / doors
  for (let i = 0; i < doors; i++) {
    c.add(
      `<rect x="${r1(x0 + i * w + 5)}" y="${r1(y0 + 5)}" width="${r1(w - 10)}" height="${r1(h - 10)}" rx="6" fill="none" stroke="${shade(col, -0.18)}" stroke-width="3"/>`,
    )
    c.add(handle(x0 + i * w + w / 2, y0 + h - 18, w * 0.3))
  }
  c.add(
    `<rect x="${r1(x0)}" y="${r1(y0 + h)}" width="${r1(x1 - x0)}" height="8" fill="#fff6d8" opacity="0.8"/><rect x="${r1(x0)}" y="${r1(y0 + h + 8)}" width="${r1(x1 - x0)}" height="60" fill="${c.linear(
      [
        [0, '#fff6d8', 0.35],
        [1, '#fff6d8', 0],
      ],
    )}"/>`,
  )
}

function plant(c: Canvas, x: number, y: number, size: number, pot = '#c8744a'): void {
  const leaves: string[] = []
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38
    leaves.push(
      `<ellipse cx="${r1(x + Math.cos(a) * size * 0.55)}" cy="${r1(y - size * 0.5 + Math.sin(a) * size * 0.55)}" rx="${r1(size * 0.34)}" ry="${r1(size * 0.13)}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * size * 0.55)} ${r1(y - size * 0.5 + Math.sin(a) * size * 0.55)})"/>`,
    )
  }
  c.add(
    `<g fill="#4f8a3c">${leaves.join('')}</g><path d="M${r1(x - size * 0.3)} ${r1(y - size * 0.42)}L${r1(x + size * 0.3)} ${r1(y - size * 0.42)}L${r1(x + size * 0.22)} ${r1(y)}L${r1(x - size * 0.22)} ${r1(y)}Z" fill="${pot}"/>`,
  )
}

function mug(x: number, y: number, color: string): string {
  return `<rect x="${r1(x - 14)}" y="${r1(y - 30)}" width="28" height="30" rx="4" fill="${color}"/><path d="M${r1(x + 14)} ${r1(y - 24)}q14 4 0 16" stroke="${color}" stroke-width="5" fill="none"/>`
}

export function kitchenScene(rng: Rng, boat = false): Canvas {
  const c = new Canvas()
  const s = makeScenery(
    rng,
    rng.pick<Terrain>(boat ? ['coast', 'lake'] : ['alpine', 'lake', 'forest', 'coast', 'hills']),
  )
  const theme = makeTheme(rng, boat)
  const r: Room = { bx0: 150, by0: 100, bx1: 1050, by1: 610 }
  room(c, theme, r, s)
  lockers(c, theme, s, r.bx0, r.bx1, r.by0, 120, rng.int(3, 5))
  const wx = rng.range(230, 330)
  if (boat) {
    windowView(c, s, theme, wx, 270, 150, 150)
    windowView(c, s, theme, wx + 220, 270, 150, 150)
  } else windowView(c, s, theme, wx, 262, rng.range(320, 400), 170)
  // Worktop, sink, hob and cabinet fronts.
  const top = lit(theme.worktop, s.tod.light < 0 ? { ...s.tod, light: -0.04 } : s.tod)
  c.add(
    `<path d="M150 468L1050 468L1100 492L100 492Z" fill="${shade(top, 0.08)}"/><rect x="100" y="492" width="1000" height="16" fill="${shade(top, -0.15)}"/>`,
  )
  const cab = lit(theme.cabinet, s.tod.light < 0 ? { ...s.tod, light: -0.05 } : s.tod)
  c.add(
    `<rect x="110" y="508" width="980" height="190" fill="${c.linear([
      [0, shade(cab, 0.04)],
      [1, shade(cab, -0.12)],
    ])}"/><rect x="110" y="698" width="980" height="14" fill="#2b2d33" opacity="0.6"/>`,
  )
  const doors = rng.int(4, 6)
  const dw = 980 / doors
  for (let i = 0; i < doors; i++) {
    const x = 110 + i * dw
    if (i % 3 === 1) {
      for (let d = 0; d < 3; d++) {
        c.add(
          `<rect x="${r1(x + 6)}" y="${r1(514 + d * 61)}" width="${r1(dw - 12)}" height="55" rx="5" fill="none" stroke="${shade(cab, -0.2)}" stroke-width="3"/>${handle(x + dw / 2, 534 + d * 61, dw * 0.35)}`,
        )
      }
    } else {
      c.add(
        `<rect x="${r1(x + 6)}" y="514" width="${r1(dw - 12)}" height="178" rx="6" fill="none" stroke="${shade(cab, -0.2)}" stroke-width="3"/>${handle(x + dw / 2, 540, dw * 0.35)}`,
      )
    }
  }
  const sinkX = rng.range(560, 680)
  c.add(
    `<rect x="${r1(sinkX)}" y="472" width="150" height="16" rx="6" fill="#8d939b"/><rect x="${r1(sinkX + 8)}" y="474" width="134" height="10" rx="4" fill="#5f656d"/>`,
  )
  c.add(
    `<path d="M${r1(sinkX + 75)} 472v-70q0-22 28-22q22 0 22 24" stroke="${theme.metal}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  )
  const hobX = sinkX + 210
  c.add(
    `<rect x="${r1(hobX)}" y="470" width="150" height="18" rx="4" fill="#1f2126"/><ellipse cx="${r1(hobX + 40)}" cy="478" rx="26" ry="6" fill="none" stroke="#6b7078" stroke-width="4"/><ellipse cx="${r1(hobX + 108)}" cy="478" rx="26" ry="6" fill="none" stroke="#6b7078" stroke-width="4"/>`,
  )
  // A kettle on the hob, a plant and a chopping board by the window.
  const kettle = rng.pick(['#c0392b', '#2a8c8c', '#f1c40f', '#ecf0f1', '#34495e'])
  c.add(
    `<path d="M${r1(hobX + 16)} 474q-4 -60 24 -66h32q28 6 24 66Z" fill="${kettle}"/><path d="M${r1(hobX + 44)} 404q12 -18 24 0" stroke="#2b2d33" stroke-width="6" fill="none"/><path d="M${r1(hobX + 96)} 440l26 -20" stroke="${kettle}" stroke-width="9" stroke-linecap="round"/>`,
  )
  plant(c, 220, 470, rng.range(60, 90))
  c.add(
    `<rect x="290" y="400" width="90" height="68" rx="10" fill="#c89a62" transform="rotate(-6 335 434)"/><circle cx="370" cy="410" r="6" fill="#a87b4f"/>`,
  )
  c.add(
    mug(440, 470, rng.pick(['#ecf0f1', '#2c3e50', '#e67e22'])) +
      mug(480, 470, rng.pick(['#f1c40f', '#27ae60', '#ecf0f1'])),
  )
  sunlight(c, s)
  finish(c, { ...s, tod: { ...s.tod, grade: '#ffe2b0' } })
  return c
}

/** A soft wash of daylight falling in from the upper left. */
function sunlight(c: Canvas, s: Scenery): void {
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

export function seatingScene(rng: Rng, boat = false): Canvas {
  const c = new Canvas()
  const s = makeScenery(
    rng,
    rng.pick<Terrain>(boat ? ['coast', 'lake'] : ['alpine', 'lake', 'forest', 'coast', 'hills', 'plains']),
  )
  const theme = makeTheme(rng, boat)
  const r: Room = { bx0: 140, by0: 110, bx1: 1060, by1: 590 }
  room(c, theme, r, s)
  lockers(c, theme, s, r.bx0, r.bx1, r.by0, 90, rng.int(3, 6))
  if (boat) {
    for (const x of [260, 520, 780]) windowView(c, s, theme, x, 240, 140, 140)
  } else {
    const w = rng.range(330, 420)
    windowView(c, s, theme, 300, 235, w, 150)
    if (rng.chance(0.5)) windowView(c, s, theme, 300 + w + 50, 235, 900 - w - 120, 150)
  }
  const fabric = lit(theme.fabric, s.tod.light < 0 ? { ...s.tod, light: -0.05 } : s.tod)
  // Bench: backrest cushions, seat, storage base.
  const cushions = rng.int(2, 3)
  const cw = 880 / cushions
  for (let i = 0; i < cushions; i++) {
    c.add(
      `<rect x="${r1(160 + i * cw + 4)}" y="418" width="${r1(cw - 8)}" height="120" rx="26" fill="${c.linear([
        [0, shade(fabric, 0.1)],
        [1, shade(fabric, -0.12)],
      ])}"/>`,
    )
  }
  c.add(
    `<path d="M130 540L1070 540L1110 590L90 590Z" fill="${shade(fabric, 0.05)}"/><rect x="90" y="590" width="1020" height="34" rx="14" fill="${shade(fabric, -0.18)}"/>`,
  )
  c.add(
    `<rect x="110" y="624" width="980" height="110" fill="${lit(theme.cabinet, s.tod.light < 0 ? { ...s.tod, light: -0.05 } : s.tod)}"/>`,
  )
  // Scatter cushions.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = rng.range(200, 980)
    const col = rng.pick([theme.cushion, '#f4efe4', shade(theme.cushion, -0.2), '#e9c46a'])
    c.add(
      `<rect x="${r1(x - 50)}" y="458" width="100" height="90" rx="22" fill="${col}" transform="rotate(${r1(rng.range(-12, 12))} ${r1(x)} 503)"/>`,
    )
  }
  // Table with a pedestal and things on it.
  const top = lit(theme.boat ? theme.cabinet : theme.worktop, s.tod.light < 0 ? { ...s.tod, light: -0.04 } : s.tod)
  c.add(`<rect x="585" y="660" width="30" height="140" fill="#8d939b"/>`)
  c.add(
    `<path d="M330 600L870 600L930 660L270 660Z" fill="${shade(top, 0.1)}"/><rect x="270" y="660" width="660" height="20" rx="4" fill="${shade(top, -0.2)}"/>`,
  )
  c.add(
    mug(420, 632, rng.pick(['#ecf0f1', '#2c3e50', '#e67e22', '#c0392b'])) +
      mug(760, 640, rng.pick(['#f1c40f', '#27ae60', '#ecf0f1'])),
  )
  c.add(
    `<path d="M520 640L640 628L660 652L540 664Z" fill="#f3ead6"/><path d="M590 634l5 26" stroke="#c9b48a" stroke-width="2"/>`,
  )
  if (rng.chance(0.6))
    c.add(
      `<ellipse cx="680" cy="622" rx="40" ry="12" fill="#e8e2d6"/><circle cx="668" cy="612" r="11" fill="#e74c3c"/><circle cx="688" cy="610" r="11" fill="#f39c12"/><circle cx="678" cy="602" r="10" fill="#27ae60"/>`,
    )
  else plant(c, 680, 630, 50, '#ecf0f1')
  sunlight(c, s)
  finish(c, { ...s, tod: { ...s.tod, grade: '#ffe2b0' } })
  return c
}

export function berthScene(rng: Rng, boat = false): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(boat ? ['coast', 'lake'] : ['alpine', 'lake', 'forest', 'coast']))
  const theme = makeTheme(rng, boat)
  const r: Room = boat ? { bx0: 330, by0: 170, bx1: 870, by1: 520 } : { bx0: 170, by0: 120, bx1: 1030, by1: 560 }
  room(c, theme, r, s)
  if (boat) {
    windowView(c, s, theme, 120, 260, 110, 110)
    windowView(c, s, theme, 970, 260, 110, 110)
  } else {
    lockers(c, theme, s, r.bx0, r.bx1, r.by0, 90, rng.int(3, 5))
    windowView(c, s, theme, rng.range(260, 420), 250, rng.range(300, 380), 120)
  }
  const headboard = lit(shade(theme.fabric, 0.1), s.tod.light < 0 ? { ...s.tod, light: -0.05 } : s.tod)
  c.add(
    `<rect x="${r.bx0 + 20}" y="${r.by1 - 170}" width="${r.bx1 - r.bx0 - 40}" height="110" rx="18" fill="${headboard}"/>`,
  )
  for (const x of [r.bx0 + 40, r.bx1 - 40])
    c.add(
      `<circle cx="${x}" cy="${r.by1 - 200}" r="14" fill="#fff4cf"/><circle cx="${x}" cy="${r.by1 - 200}" r="60" fill="#fff4cf" opacity="0.18"/>`,
    )
  // Mattress top as a trapezoid towards the viewer; boats taper it into a V-berth.
  const backL = boat ? r.bx0 + 30 : r.bx0 + 10
  const backR = boat ? r.bx1 - 30 : r.bx1 - 10
  const sheet = lit('#f7f5ef', { ...s.tod, light: Math.max(-0.05, s.tod.light) })
  c.add(
    `<path d="M${backL} ${r.by1 - 70}L${backR} ${r.by1 - 70}L${boat ? 1100 : 1150} 740L${boat ? 100 : 50} 740Z" fill="${sheet}"/><rect x="${boat ? 100 : 50}" y="740" width="${boat ? 1000 : 1100}" height="60" fill="${shade(sheet, -0.1)}"/>`,
  )
  const pillowW = (backR - backL) / 2 - 30
  for (const x of [backL + 15, backL + pillowW + 45])
    c.add(
      `<rect x="${r1(x)}" y="${r.by1 - 110}" width="${r1(pillowW)}" height="80" rx="30" fill="#ffffff" stroke="#e6e1d6" stroke-width="3"/>`,
    )
  const duvet = lit(
    theme.boat
      ? rng.pick(['#1f3a63', '#f1ede4', '#2a6f8c'])
      : rng.pick(['#e9e4d8', '#b7c9d6', '#d9c3a0', '#c7d3c0', '#f4efe4']),
    { ...s.tod, light: Math.max(-0.05, s.tod.light) },
  )
  const foldY = r.by1 - 10
  const kx = (y: number, side: -1 | 1) => {
    const t = (y - (r.by1 - 70)) / (740 - (r.by1 - 70))
    return side < 0 ? backL + ((boat ? 100 : 50) - backL) * t : backR + ((boat ? 1100 : 1150) - backR) * t
  }
  c.add(
    `<path d="M${r1(kx(foldY, -1) - 8)} ${foldY}L${r1(kx(foldY, 1) + 8)} ${foldY}L${r1(kx(790, 1) + 20)} 800L${r1(kx(790, -1) - 20)} 800Z" fill="${c.linear(
      [
        [0, shade(duvet, 0.08)],
        [1, shade(duvet, -0.1)],
      ],
    )}"/>`,
  )
  c.add(
    `<path d="M${r1(kx(foldY, -1) - 8)} ${foldY}L${r1(kx(foldY, 1) + 8)} ${foldY}L${r1(kx(foldY + 26, 1) + 10)} ${foldY + 26}L${r1(kx(foldY + 26, -1) - 10)} ${foldY + 26}Z" fill="#ffffff"/>`,
  )
  // A striped throw across the foot of the bed.
  const throwY = rng.range(640, 690)
  const throwCol = theme.cushion
  c.add(
    `<path d="M${r1(kx(throwY, -1) - 14)} ${r1(throwY)}L${r1(kx(throwY, 1) + 14)} ${r1(throwY)}L${r1(kx(throwY + 70, 1) + 18)} ${r1(throwY + 70)}L${r1(kx(throwY + 70, -1) - 18)} ${r1(throwY + 70)}Z" fill="${throwCol}"/><path d="M${r1(kx(throwY + 20, -1))} ${r1(throwY + 20)}H${r1(kx(throwY + 20, 1))}M${r1(kx(throwY + 50, -1))} ${r1(throwY + 50)}H${r1(kx(throwY + 50, 1))}" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`,
  )
  if (rng.chance(0.5))
    c.add(
      `<rect x="${r1(rng.range(420, 640))}" y="${r1(r.by1 - 20)}" width="110" height="70" rx="4" fill="#c0392b" transform="rotate(-8 600 ${r.by1})"/><rect x="${r1(rng.range(420, 640) + 8)}" y="${r1(r.by1 - 14)}" width="96" height="4" fill="#f3ead6" transform="rotate(-8 600 ${r.by1})"/>`,
    )
  sunlight(c, s)
  finish(c, { ...s, tod: { ...s.tod, grade: '#ffe2b0' } })
  return c
}

export function bathroomScene(rng: Rng, boat = false): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, boat ? 'coast' : 'forest')
  const theme = makeTheme(rng, boat)
  const r: Room = { bx0: 220, by0: 110, bx1: 980, by1: 620 }
  room(c, theme, r, s)
  const tile = rng.pick(['#e8eef0', '#f2efe9', '#dfe8e1', '#e6e0f0', '#f4f4f4'])
  const grout = shade(tile, -0.12)
  const tid = c.id('tile')
  const size = rng.pick([40, 50, 60])
  c.def(
    `<pattern id="${tid}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${tile}"/><path d="M0 0H${size}M0 0V${size}" stroke="${grout}" stroke-width="3"/></pattern>`,
  )
  c.add(`<rect x="${r.bx0}" y="${r.by0}" width="${r.bx1 - r.bx0}" height="${r.by1 - r.by0}" fill="url(#${tid})"/>`)
  // Mirror cabinet with a soft reflection, basin and tap.
  const mx = rng.range(280, 380)
  c.add(
    `<rect x="${r1(mx)}" y="170" width="260" height="200" rx="12" fill="${lit(theme.cabinet, { ...s.tod, light: 0 })}"/><rect x="${r1(mx + 14)}" y="184" width="232" height="172" rx="8" fill="${c.linear(
      [
        [0, '#dfe9ef'],
        [1, '#a9bac6'],
      ],
      0,
      0,
      1,
      1,
    )}"/><path d="M${r1(mx + 40)} 340L${r1(mx + 140)} 200M${r1(mx + 80)} 344L${r1(mx + 180)} 204" stroke="#ffffff" stroke-width="12" opacity="0.5"/>`,
  )
  c.add(
    `<rect x="${r1(mx - 20)}" y="430" width="300" height="220" fill="${lit(theme.cabinet, { ...s.tod, light: 0 })}"/><rect x="${r1(mx - 20)}" y="420" width="300" height="18" rx="4" fill="${theme.worktop}"/><ellipse cx="${r1(mx + 130)}" cy="420" rx="90" ry="14" fill="#ffffff" stroke="#d5d8dc" stroke-width="3"/><path d="M${r1(mx + 130)} 412v-36h28" stroke="${theme.metal}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  )
  c.add(handle(mx + 60, 470, 60) + handle(mx + 200, 470, 60))
  // Cassette toilet.
  const tx = rng.range(700, 800)
  c.add(
    `<rect x="${r1(tx)}" y="540" width="140" height="120" rx="16" fill="#f7f7f5" stroke="#d5d8dc" stroke-width="3"/><ellipse cx="${r1(tx + 70)}" cy="540" rx="86" ry="22" fill="#ffffff" stroke="#d5d8dc" stroke-width="3"/><rect x="${r1(tx + 10)}" y="420" width="120" height="110" rx="14" fill="#f0f0ee" stroke="#d5d8dc" stroke-width="3"/>`,
  )
  // Towel, shower head and frosted window or porthole.
  const towel = theme.cushion === '#ffffff' ? '#2a8c8c' : theme.cushion
  c.add(
    `<rect x="${r1(tx + 170)}" y="300" width="14" height="10" fill="${theme.metal}"/><path d="M${r1(tx + 150)} 310h60v150q-30 12 -60 0Z" fill="${towel}"/><path d="M${r1(tx + 150)} 440q30 12 60 0" stroke="#ffffff" stroke-width="5" opacity="0.5" fill="none"/>`,
  )
  c.add(
    `<path d="M120 180L120 120L170 130" stroke="${theme.metal}" stroke-width="10" fill="none" stroke-linecap="round"/><ellipse cx="175" cy="140" rx="30" ry="12" fill="${theme.metal}"/>`,
  )
  if (boat) windowView(c, s, theme, tx + 10, 200, 110, 110)
  else
    c.add(
      `<rect x="${r1(tx - 20)}" y="170" width="180" height="120" rx="14" fill="${c.linear([
        [0, '#ffffff'],
        [1, '#dfe6ea'],
      ])}" stroke="#3a3d44" stroke-width="8"/>`,
    )
  c.add(`<path d="M0 640L${r.bx0} ${r.by1}" stroke="${shade(tile, -0.2)}" stroke-width="3"/>`)
  sunlight(c, s)
  finish(c, { ...s, tod: { ...s.tod, grade: '#fff2dc' } })
  return c
}

/** The driver's view through the windscreen. */
export function cabScene(rng: Rng): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(['alpine', 'hills', 'coast', 'forest', 'lake', 'plains']))
  const horizonY = rng.range(330, 380)
  drawLandscape(c, s, horizonY)
  const groundY = groundLineY(s, horizonY)
  c.add(`<rect y="${r1(groundY)}" width="${WIDTH}" height="${r1(HEIGHT - groundY)}" fill="${s.grass}"/>`)
  drawPerspectiveRoad(c, s, rng.range(520, 700), groundY, 700)
  const dash = rng.pick(['#2b2d33', '#3a3a3a', '#4a4038', '#34383f'])
  // Roof lining, A-pillars and sun visors frame the windscreen.
  c.add(`<path d="M0 0H1200V70Q600 40 0 70Z" fill="${shade(dash, 0.55)}"/>`)
  c.add(
    `<path d="M0 0L150 0L70 600L0 620Z" fill="${dash}"/><path d="M1200 0L1050 0L1130 600L1200 620Z" fill="${dash}"/>`,
  )
  c.add(
    `<rect x="170" y="50" width="300" height="60" rx="12" fill="${shade(dash, 0.45)}"/><rect x="730" y="50" width="300" height="60" rx="12" fill="${shade(dash, 0.45)}"/>`,
  )
  c.add(
    `<rect x="590" y="40" width="16" height="50" fill="${dash}"/><rect x="520" y="84" width="160" height="46" rx="12" fill="${dash}"/><rect x="530" y="92" width="140" height="30" rx="8" fill="${s.tod.skyHorizon}" opacity="0.8"/>`,
  )
  c.add(
    `<path d="M0 560Q600 500 1200 560V800H0Z" fill="${c.linear([
      [0, shade(dash, 0.15)],
      [1, shade(dash, -0.2)],
    ])}"/>`,
  )
  c.add(`<path d="M60 545Q600 488 1140 545" stroke="${shade(dash, 0.3)}" stroke-width="6" fill="none"/>`)
  // Centre screen and vents.
  c.add(
    `<rect x="610" y="600" width="200" height="120" rx="12" fill="#111418"/><rect x="622" y="612" width="176" height="96" rx="6" fill="${c.linear(
      [
        [0, '#1c3d5a'],
        [1, '#0f1d2b'],
      ],
    )}"/><path d="M640 690C680 660 700 680 730 640S770 630 785 622" stroke="#5dade2" stroke-width="5" fill="none"/><circle cx="785" cy="622" r="7" fill="#e74c3c"/>`,
  )
  c.add(
    `<rect x="860" y="600" width="140" height="50" rx="10" fill="#1d1f24"/><rect x="150" y="600" width="90" height="50" rx="10" fill="#1d1f24"/>`,
  )
  // Steering wheel on the left (continental Europe).
  c.add(
    `<circle cx="360" cy="790" r="215" fill="none" stroke="#17181b" stroke-width="38"/><path d="M160 780L290 760M560 780L430 760M360 850V800" stroke="#17181b" stroke-width="36" stroke-linecap="round"/><circle cx="360" cy="780" r="70" fill="#23252a"/><circle cx="360" cy="780" r="22" fill="#5c6068"/>`,
  )
  c.add(`<path d="M200 640Q360 590 520 640" stroke="#3d4048" stroke-width="10" fill="none"/>`)
  if (rng.chance(0.6))
    c.add(
      `<path d="M960 540C930 500 990 470 1010 510S1050 520 1040 545Z" fill="#c0392b"/><rect x="880" y="530" width="80" height="14" rx="4" fill="#f3ead6"/>`,
    )
  finish(c, s)
  return c
}

/** A boat's helm: console, wheel and the water ahead. */
export function helmScene(rng: Rng): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(['coast', 'lake']))
  const horizonY = rng.range(340, 400)
  drawLandscape(c, s, horizonY)
  drawWater(c, s, horizonY + (s.terrain === 'coast' ? 0 : 60))
  const hull = rng.pick(['#f4f4f1', '#eef0f1', '#f1ede4'])
  // Foredeck pointing into the distance.
  c.add(
    `<path d="M600 ${r1(horizonY + 110)}C760 540 880 640 960 800H240C320 640 440 540 600 ${r1(horizonY + 110)}Z" fill="${c.linear(
      [
        [0, lit(hull, s.tod)],
        [1, shade(lit(hull, s.tod), -0.15)],
      ],
    )}"/>`,
  )
  c.add(
    `<path d="M600 ${r1(horizonY + 130)}L600 800" stroke="#c9ced6" stroke-width="4"/><path d="M560 600h80" stroke="#9aa0a8" stroke-width="10" stroke-linecap="round"/>`,
  )
  // Windscreen frame and console.
  c.add(
    `<path d="M0 470Q600 420 1200 470" stroke="#2b2d33" stroke-width="12" fill="none"/><path d="M40 470L120 140M1160 470L1080 140" stroke="#c9ced6" stroke-width="10"/><path d="M120 140Q600 110 1080 140" stroke="#c9ced6" stroke-width="8" fill="none"/>`,
  )
  c.add(
    `<path d="M0 470Q600 420 1200 470" stroke="#c9ced6" stroke-width="4" fill="none"/><path d="M0 560Q600 520 1200 560V800H0Z" fill="${c.linear(
      [
        [0, lit('#f4f4f1', s.tod)],
        [1, shade(lit('#e6e6e2', s.tod), -0.1)],
      ],
    )}"/>`,
  )
  c.add(`<path d="M160 590Q600 552 1040 590L1010 700Q600 670 190 700Z" fill="#1f2228"/>`)
  c.add(
    `<rect x="440" y="590" width="320" height="100" rx="10" fill="#0f1d2b"/><path d="M460 670C520 610 560 650 620 620S700 600 740 610" stroke="#f7dc6f" stroke-width="4" fill="none"/><path d="M460 640h280M520 600v86M640 600v86" stroke="#2e4a66" stroke-width="2"/><circle cx="600" cy="640" r="7" fill="#e74c3c"/>`,
  )
  for (const x of [260, 340, 860, 940])
    c.add(
      `<circle cx="${x}" cy="640" r="30" fill="#0f1114" stroke="#c9ced6" stroke-width="5"/><path d="M${x} 640l16 -14" stroke="#ffffff" stroke-width="4"/>`,
    )
  c.add(
    `<circle cx="600" cy="820" r="170" fill="none" stroke="#d9dde2" stroke-width="22"/><path d="M600 820V650M452 735L600 820L748 735" stroke="#d9dde2" stroke-width="14"/><circle cx="600" cy="820" r="34" fill="#9aa0a8"/>`,
  )
  c.add(
    `<path d="M960 760L1010 660" stroke="#2b2d33" stroke-width="16" stroke-linecap="round"/><circle cx="1012" cy="654" r="16" fill="#c0392b"/>`,
  )
  finish(c, s)
  return c
}

/** Teak deck in perspective with railings, cushions and the view. */
export function deckScene(rng: Rng): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(['coast', 'lake', 'coast']))
  const horizonY = rng.range(360, 420)
  drawLandscape(c, s, horizonY)
  drawWater(c, s, horizonY + (s.terrain === 'coast' ? 0 : 60))
  const teak = lit(rng.pick(['#b07d4f', '#a0683d', '#c08a5a']), s.tod)
  c.add(
    `<path d="M380 500L820 500L1200 760V800H0V760Z" fill="${c.linear([
      [0, shade(teak, 0.05)],
      [1, shade(teak, -0.1)],
    ])}"/>`,
  )
  const seams: string[] = []
  for (let i = -10; i <= 10; i++) seams.push(`M${r1(600 + i * 22)} 500L${r1(600 + i * 70)} 800`)
  c.add(`<path d="${seams.join('')}" stroke="${shade(teak, -0.35)}" stroke-width="2" opacity="0.7"/>`)
  c.add(`<path d="M380 500L0 760M820 500L1200 760" stroke="#f4f4f1" stroke-width="18"/>`)
  // Stanchions and guard wires.
  const rail: string[] = []
  for (let i = 0; i < 5; i++) {
    const t = i / 4
    const lx = 380 - t * 380
    const ly = 500 + t * 260
    const rx = 820 + t * 380
    rail.push(`M${r1(lx)} ${r1(ly)}v${r1(-60 - t * 140)}M${r1(rx)} ${r1(ly)}v${r1(-60 - t * 140)}`)
  }
  c.add(
    `<path d="${rail.join('')}" stroke="#d9dde2" stroke-width="6"/><path d="M380 440L0 560M380 470L0 660M820 440L1200 560M820 470L1200 660" stroke="#d9dde2" stroke-width="3"/>`,
  )
  // Sunbed cushions and a couple of things lying around.
  const cushion = rng.pick(['#f1ede4', '#1f3a63', '#2a6f8c', '#c7b79a'])
  c.add(
    `<path d="M460 560L740 560L820 680L380 680Z" fill="${lit(cushion, s.tod)}"/><rect x="380" y="680" width="440" height="24" rx="8" fill="${shade(lit(cushion, s.tod), -0.2)}"/>`,
  )
  c.add(
    `<rect x="470" y="572" width="110" height="44" rx="16" fill="${rng.pick(['#c0392b', '#f1c40f', '#ffffff', '#2a8c8c'])}"/><rect x="610" y="572" width="110" height="44" rx="16" fill="${rng.pick(['#c0392b', '#f1c40f', '#ffffff', '#2a8c8c'])}"/>`,
  )
  c.add(`<path d="M560 640L660 628L672 660L572 672Z" fill="${rng.pick(['#e74c3c', '#3498db', '#f39c12'])}"/>`)
  c.add(
    `<circle cx="900" cy="700" r="36" fill="none" stroke="#e74c3c" stroke-width="16"/><circle cx="900" cy="700" r="36" fill="none" stroke="#ffffff" stroke-width="16" stroke-dasharray="28 28"/>`,
  )
  finish(c, s)
  return c
}

/** Skies and landscapes shared by every outdoor scene and by the windows of interiors. */
import { type Canvas, HEIGHT, pathFrom, r1, smoothPath, WIDTH } from './canvas'
import { mix, shade } from './color'
import type { Rng } from './rng'

export type TimeOfDay = {
  name: string
  skyTop: string
  skyHorizon: string
  /** Tint blended into distant layers (atmospheric perspective). */
  haze: string
  sun: string
  sunGlow: string
  /** Sun height as a fraction of the sky height (0 = horizon). */
  sunHeight: number
  sunRadius: number
  /** Multiplier on landscape colours: < 0 darkens, > 0 lightens. */
  light: number
  /** Colour laid over the whole picture at low opacity to unify the lighting. */
  grade: string
  cloud: string
  water: string
}

const timesOfDay: TimeOfDay[] = [
  {
    name: 'morning',
    skyTop: '#6fa8dc',
    skyHorizon: '#fbe8cf',
    haze: '#dbe6ee',
    sun: '#fff6d8',
    sunGlow: '#ffe9b0',
    sunHeight: 0.35,
    sunRadius: 34,
    light: 0.05,
    grade: '#ffd9a0',
    cloud: '#ffffff',
    water: '#5b9bc8',
  },
  {
    name: 'noon',
    skyTop: '#2f7fd0',
    skyHorizon: '#cfe8f7',
    haze: '#cfe0ec',
    sun: '#ffffff',
    sunGlow: '#fffbe6',
    sunHeight: 0.8,
    sunRadius: 28,
    light: 0.08,
    grade: '#fff4d6',
    cloud: '#ffffff',
    water: '#2f86c0',
  },
  {
    name: 'afternoon',
    skyTop: '#4a90d9',
    skyHorizon: '#e6f0f3',
    haze: '#d6e2ea',
    sun: '#fffbe8',
    sunGlow: '#fff1c2',
    sunHeight: 0.6,
    sunRadius: 30,
    light: 0.04,
    grade: '#ffe8b8',
    cloud: '#fffdf8',
    water: '#3c8dbc',
  },
  {
    name: 'golden',
    skyTop: '#5b7fb5',
    skyHorizon: '#ffd39a',
    haze: '#f1cfa5',
    sun: '#fff0c0',
    sunGlow: '#ffc46b',
    sunHeight: 0.22,
    sunRadius: 40,
    light: -0.02,
    grade: '#ffb347',
    cloud: '#fff1dc',
    water: '#4f7fa6',
  },
  {
    name: 'sunset',
    skyTop: '#3a3f7a',
    skyHorizon: '#ff9e5e',
    haze: '#e89a7a',
    sun: '#ffe3a3',
    sunGlow: '#ff7a45',
    sunHeight: 0.1,
    sunRadius: 48,
    light: -0.18,
    grade: '#ff7a45',
    cloud: '#ffb38a',
    water: '#5a5f8f',
  },
  {
    name: 'dusk',
    skyTop: '#1f2a55',
    skyHorizon: '#f3a582',
    haze: '#a98aa3',
    sun: '#ffd9b0',
    sunGlow: '#f08a6c',
    sunHeight: 0.04,
    sunRadius: 44,
    light: -0.3,
    grade: '#7a5c9e',
    cloud: '#d9a0a6',
    water: '#3d4677',
  },
  {
    name: 'nordic',
    skyTop: '#7aa3c4',
    skyHorizon: '#eef2f0',
    haze: '#dde6ea',
    sun: '#ffffff',
    sunGlow: '#f6f3e0',
    sunHeight: 0.45,
    sunRadius: 26,
    light: 0.02,
    grade: '#cfe3f0',
    cloud: '#f7f9fb',
    water: '#4d7f9f',
  },
]

export type Terrain = 'alpine' | 'hills' | 'coast' | 'forest' | 'lake' | 'plains'
const terrains: Terrain[] = ['alpine', 'hills', 'coast', 'forest', 'lake', 'plains']

/** Ground colours per terrain. */
const greens = ['#6a9a3c', '#5d8c3f', '#7aa146', '#4f7f3a', '#88a84a', '#6f9448']

export type Scenery = { tod: TimeOfDay; terrain: Terrain; grass: string; rng: Rng; sunX: number }

export function makeScenery(rng: Rng, terrain?: Terrain, tod?: TimeOfDay): Scenery {
  const chosenTod = tod ?? rng.pick(timesOfDay)
  return {
    tod: chosenTod,
    terrain: terrain ?? rng.pick(terrains),
    grass: lit(rng.pick(greens), chosenTod),
    rng,
    sunX: rng.range(0.12, 0.88) * WIDTH,
  }
}

/** Applies the time of day's light to a base colour. */
export function lit(color: string, tod: TimeOfDay): string {
  return tod.light >= 0 ? shade(color, tod.light) : mix(color, mix('#000000', tod.grade, 0.35), -tod.light)
}

function drawSky(c: Canvas, s: Scenery, horizonY: number, width = WIDTH): void {
  const { tod } = s
  c.add(
    `<rect width="${width}" height="${r1(horizonY + 4)}" fill="${c.linear([
      [0, tod.skyTop],
      [0.62, mix(tod.skyTop, tod.skyHorizon, 0.55)],
      [1, tod.skyHorizon],
    ])}"/>`,
  )
  const sunY = horizonY - tod.sunHeight * horizonY * 0.95
  const glow = c.radial([
    [0, tod.sunGlow, 0.85],
    [0.35, tod.sunGlow, 0.35],
    [1, tod.sunGlow, 0],
  ])
  c.add(`<circle cx="${r1(s.sunX)}" cy="${r1(sunY)}" r="${tod.sunRadius * 7}" fill="${glow}"/>`)
  c.add(`<circle cx="${r1(s.sunX)}" cy="${r1(sunY)}" r="${tod.sunRadius}" fill="${tod.sun}"/>`)
  drawClouds(c, s, horizonY, width)
  if (s.rng.chance(0.35)) drawBirds(c, s.rng, horizonY)
}

function drawClouds(c: Canvas, s: Scenery, horizonY: number, width: number): void {
  const count = s.rng.int(1, 5)
  for (let i = 0; i < count; i++) {
    const cx = s.rng.range(-50, width + 50)
    const cy = s.rng.range(horizonY * 0.1, horizonY * 0.6)
    const scale = s.rng.range(0.6, 1.4) * (1 - cy / horizonY / 2)
    const puffs: string[] = []
    const n = s.rng.int(4, 7)
    for (let p = 0; p < n; p++) {
      const px = cx + (p - n / 2) * 38 * scale + s.rng.range(-10, 10)
      const pr = s.rng.range(26, 48) * scale * (1 - Math.abs(p - n / 2) / n)
      puffs.push(`<circle cx="${r1(px)}" cy="${r1(cy - pr * 0.4)}" r="${r1(pr)}"/>`)
    }
    const base = `<rect x="${r1(cx - n * 19 * scale)}" y="${r1(cy - 12 * scale)}" width="${r1(n * 38 * scale)}" height="${r1(22 * scale)}" rx="${r1(11 * scale)}"/>`
    const under = shade(s.tod.cloud, -0.12)
    c.add(
      `<g fill="${under}" opacity="0.55" transform="translate(0 ${r1(6 * scale)})">${puffs.join('')}${base}</g><g fill="${s.tod.cloud}" opacity="0.82">${puffs.join('')}${base}</g>`,
    )
  }
}

function drawBirds(c: Canvas, rng: Rng, horizonY: number): void {
  const x0 = rng.range(150, WIDTH - 250)
  const y0 = rng.range(horizonY * 0.15, horizonY * 0.5)
  const birds: string[] = []
  for (let i = 0; i < rng.int(2, 5); i++) {
    const x = x0 + rng.range(0, 140)
    const y = y0 + rng.range(0, 60)
    const w = rng.range(7, 12)
    birds.push(
      `M${r1(x - w)} ${r1(y - 3)}Q${r1(x - w / 2)} ${r1(y - 6)} ${r1(x)} ${r1(y)}Q${r1(x + w / 2)} ${r1(y - 6)} ${r1(x + w)} ${r1(y - 3)}`,
    )
  }
  c.add(
    `<path d="${birds.join('')}" fill="none" stroke="#2d3142" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`,
  )
}

/** Midpoint displacement ridge: `count` points across the width. */
function ridge(rng: Rng, baseY: number, amplitude: number, roughness = 0.55, width = WIDTH): [number, number][] {
  const size = 33
  const heights = new Array<number>(size).fill(0)
  heights[0] = rng.range(-1, 1)
  heights[size - 1] = rng.range(-1, 1)
  let step = size - 1
  let scale = 1
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < size; i += step) {
      heights[i] = (heights[i - half]! + heights[i + half]!) / 2 + rng.range(-scale, scale)
    }
    step = half
    scale *= roughness
  }
  return heights.map((h, i) => [(i / (size - 1)) * (width + 80) - 40, baseY - Math.abs(h) * amplitude])
}

function drawMountains(c: Canvas, s: Scenery, horizonY: number, layers = 3, snowy = true): void {
  const rock = ['#6b7a8f', '#7d7f9a', '#5f6f7f', '#7b8794']
  for (let layer = 0; layer < layers; layer++) {
    const far = 1 - layer / Math.max(1, layers)
    const base = s.rng.pick(rock)
    const color = lit(mix(base, s.tod.haze, 0.25 + far * 0.5), s.tod)
    const points = ridge(s.rng, horizonY + 6, s.rng.range(140, 260) * (0.6 + far * 0.5), 0.58)
    c.add(`<path d="${pathFrom([...points, [WIDTH + 40, horizonY + 40], [-40, horizonY + 40]])}" fill="${color}"/>`)
    // Lit flank: a lighter wash on the sunny side gives the range some volume.
    c.add(
      `<path d="${pathFrom([...points, [WIDTH + 40, horizonY + 40], [-40, horizonY + 40]])}" fill="${c.linear(
        [
          [0, '#ffffff', s.sunX < WIDTH / 2 ? 0.16 : 0],
          [1, '#ffffff', s.sunX < WIDTH / 2 ? 0 : 0.16],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    if (snowy && layer < 2) {
      const snowLine = Math.min(...points.map((p) => p[1])) + s.rng.range(35, 70)
      const lower = points.map(
        ([x, y], i) => [x, Math.max(y, snowLine + Math.sin(i * 2.3) * 14 + (i % 3) * 6)] as [number, number],
      )
      const snow = mix('#ffffff', s.tod.haze, 0.15 + far * 0.2)
      c.add(`<path d="${pathFrom([...points, ...lower.reverse()])}" fill="${lit(snow, s.tod)}"/>`)
    }
  }
}

function drawHills(c: Canvas, s: Scenery, horizonY: number, layers = 2, width = WIDTH): void {
  for (let layer = 0; layer < layers; layer++) {
    const far = 1 - (layer + 1) / (layers + 1)
    const color = mix(s.grass, s.tod.haze, far * 0.55)
    const points: [number, number][] = []
    const phase = s.rng.range(0, Math.PI * 2)
    const amp = s.rng.range(25, 70) * (1 - far * 0.3)
    const freq = s.rng.range(1.2, 2.6)
    for (let i = 0; i <= 12; i++) {
      const x = (i / 12) * (width + 100) - 50
      points.push([x, horizonY - amp * (0.6 + 0.4 * Math.sin(phase + (i / 12) * Math.PI * freq)) + layer * 22])
    }
    c.add(`<path d="${smoothPath(points)}L${width + 50} ${HEIGHT}L-50 ${HEIGHT}Z" fill="${color}"/>`)
  }
}

/** A band of trees whose feet stand on y. */
export function drawTreeLine(
  c: Canvas,
  s: Scenery,
  y: number,
  options: { count?: number; height?: number; far?: number; x0?: number; x1?: number } = {},
): void {
  const { count = 40, height = 60, far = 0.4, x0 = -20, x1 = WIDTH + 20 } = options
  const trees: { x: number; h: number; kind: 'pine' | 'round' }[] = []
  for (let i = 0; i < count; i++) {
    trees.push({
      x: x0 + ((i + s.rng.range(-0.4, 0.4)) / count) * (x1 - x0),
      h: height * s.rng.range(0.7, 1.3),
      kind: s.terrain === 'alpine' || s.terrain === 'forest' || s.rng.chance(0.4) ? 'pine' : 'round',
    })
  }
  for (const t of trees) drawTree(c, s, t.x, y + s.rng.range(-3, 3), t.h, t.kind, far)
}

export function drawTree(
  c: Canvas,
  s: Scenery,
  x: number,
  y: number,
  h: number,
  kind: 'pine' | 'round',
  far = 0,
): void {
  const darkGreen = kind === 'pine' ? '#2f5d3a' : '#4a7a36'
  const foliage = lit(mix(darkGreen, s.tod.haze, far * 0.6), s.tod)
  const highlight = shade(foliage, 0.12)
  const trunk = lit(mix('#5b4030', s.tod.haze, far * 0.5), s.tod)
  if (kind === 'pine') {
    const w = h * 0.42
    c.add(
      `<rect x="${r1(x - h * 0.03)}" y="${r1(y - h * 0.15)}" width="${r1(h * 0.06)}" height="${r1(h * 0.15)}" fill="${trunk}"/>`,
    )
    const tiers = 3
    let d = ''
    for (let t = 0; t < tiers; t++) {
      const top = y - h + (t * h) / (tiers + 1)
      const bottom = y - h * 0.12 - ((tiers - 1 - t) * h) / 5.5
      const half = (w / 2) * (0.55 + (t / tiers) * 0.6)
      d += `M${r1(x)} ${r1(top)}L${r1(x + half)} ${r1(bottom)}L${r1(x - half)} ${r1(bottom)}Z`
    }
    c.add(`<path d="${d}" fill="${foliage}"/>`)
    c.add(
      `<path d="M${r1(x)} ${r1(y - h)}L${r1(x + w * 0.06)} ${r1(y - h * 0.2)}L${r1(x - w * 0.28)} ${r1(y - h * 0.25)}Z" fill="${highlight}" opacity="0.35"/>`,
    )
  } else {
    const rr = h * 0.3
    c.add(
      `<rect x="${r1(x - h * 0.035)}" y="${r1(y - h * 0.4)}" width="${r1(h * 0.07)}" height="${r1(h * 0.4)}" fill="${trunk}"/>`,
    )
    c.add(
      `<g fill="${foliage}"><circle cx="${r1(x)}" cy="${r1(y - h + rr)}" r="${r1(rr)}"/><circle cx="${r1(x - rr * 0.7)}" cy="${r1(y - h + rr * 1.7)}" r="${r1(rr * 0.8)}"/><circle cx="${r1(x + rr * 0.7)}" cy="${r1(y - h + rr * 1.6)}" r="${r1(rr * 0.85)}"/></g>`,
    )
    c.add(
      `<circle cx="${r1(x - rr * 0.3)}" cy="${r1(y - h + rr * 0.8)}" r="${r1(rr * 0.5)}" fill="${highlight}" opacity="0.5"/>`,
    )
  }
}

/** Water from y0 down to y1 with a shimmering sun path. */
export function drawWater(c: Canvas, s: Scenery, y0: number, y1 = HEIGHT, width = WIDTH): void {
  const { tod } = s
  c.add(
    `<rect y="${r1(y0)}" width="${width}" height="${r1(y1 - y0)}" fill="${c.linear([
      [0, mix(tod.water, tod.skyHorizon, 0.45)],
      [0.35, tod.water],
      [1, shade(tod.water, -0.25)],
    ])}"/>`,
  )
  const glints: string[] = []
  for (let i = 0; i < 26; i++) {
    const t = i / 26
    const y = y0 + 4 + t * t * (y1 - y0)
    const w = (20 + t * 120) * s.rng.range(0.4, 1.2)
    const x = s.sunX + s.rng.range(-1, 1) * (20 + t * 90)
    glints.push(`<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(1.5 + t * 3)}" rx="1.5"/>`)
  }
  c.add(`<g fill="${tod.sunGlow}" opacity="${tod.sunHeight < 0.3 ? 0.55 : 0.3}">${glints.join('')}</g>`)
  const ripples: string[] = []
  for (let i = 0; i < 40; i++) {
    const t = s.rng.next()
    const y = y0 + 8 + t * t * (y1 - y0)
    const w = 10 + t * 70
    const x = s.rng.range(0, width)
    ripples.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(1 + t * 2)}" rx="1"/>`)
  }
  c.add(`<g fill="#ffffff" opacity="0.18">${ripples.join('')}</g>`)
}

/** Full outdoor background down to horizonY: sky plus terrain-specific distance. */
export function drawLandscape(c: Canvas, s: Scenery, horizonY: number): void {
  drawSky(c, s, horizonY)
  switch (s.terrain) {
    case 'alpine':
      drawMountains(c, s, horizonY, 3, true)
      drawTreeLine(c, s, horizonY + 4, { count: 55, height: 46, far: 0.45 })
      break
    case 'hills':
      drawMountains(c, s, horizonY - 20, 1, false)
      drawHills(c, s, horizonY + 10, 2)
      drawTreeLine(c, s, horizonY + 6, { count: 14, height: 40, far: 0.5 })
      break
    case 'coast': {
      c.add(
        `<path d="${smoothPath(ridge(s.rng, horizonY - 2, 70, 0.5).slice(0, 14))}L${r1(WIDTH * 0.45)} ${horizonY + 2}L-40 ${horizonY + 2}Z" fill="${lit(mix('#6f8f73', s.tod.haze, 0.55), s.tod)}"/>`,
      )
      drawWater(c, s, horizonY, horizonY + 90)
      break
    }
    case 'forest':
      drawHills(c, s, horizonY - 30, 1)
      drawTreeLine(c, s, horizonY - 10, { count: 60, height: 70, far: 0.55 })
      drawTreeLine(c, s, horizonY + 8, { count: 34, height: 110, far: 0.25 })
      break
    case 'lake':
      drawMountains(c, s, horizonY - 40, 2, s.rng.chance(0.5))
      drawTreeLine(c, s, horizonY - 36, { count: 50, height: 34, far: 0.5 })
      drawWater(c, s, horizonY - 38, horizonY + 60)
      break
    case 'plains':
      drawHills(c, s, horizonY + 10, 3)
      drawTreeLine(c, s, horizonY + 2, {
        count: 8,
        height: 36,
        far: 0.5,
        x0: s.rng.range(0, 400),
        x1: s.rng.range(700, 1200),
      })
      break
  }
}

/** Where the land starts below the horizon: coast and lake scenes have water in front of it first. */
export function groundLineY(s: Scenery, horizonY: number): number {
  return horizonY + (s.terrain === 'coast' ? 90 : s.terrain === 'lake' ? 60 : 0)
}

/** A softly lit ground plane from y to the bottom. */
export function drawGround(c: Canvas, s: Scenery, y: number, color = s.grass): void {
  c.add(
    `<rect y="${r1(y)}" width="${WIDTH}" height="${r1(HEIGHT - y)}" fill="${c.linear([
      [0, mix(color, s.tod.haze, 0.2)],
      [1, shade(color, -0.18)],
    ])}"/>`,
  )
  const tufts: string[] = []
  for (let i = 0; i < 70; i++) {
    const t = s.rng.next()
    const ty = y + 6 + t * (HEIGHT - y)
    const tx = s.rng.range(0, WIDTH)
    const th = 3 + t * 9
    tufts.push(`M${r1(tx)} ${r1(ty)}l${r1(-th * 0.4)} ${r1(-th)}M${r1(tx)} ${r1(ty)}l${r1(th * 0.3)} ${r1(-th * 1.1)}`)
  }
  c.add(
    `<path d="${tufts.join('')}" stroke="${shade(color, -0.25)}" stroke-width="2" stroke-linecap="round" opacity="0.5"/>`,
  )
}

/** Overlay that makes flat shapes read as a photo: light grade plus vignette. */
export function finish(c: Canvas, s: Scenery): void {
  c.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${s.tod.grade}" opacity="0.08"/>`)
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.32],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  )
}

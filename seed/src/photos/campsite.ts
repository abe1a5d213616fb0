/** Campsite scenes: pitches with tents, caravans and vans among trees; the surroundings. */
import {
  drawGround,
  drawLandscape,
  drawTree,
  drawTreeLine,
  drawWater,
  finish,
  groundLineY,
  lit,
  makeScenery,
  type Scenery,
  type Terrain,
} from './backdrop'
import { Canvas, HEIGHT, pathFrom, r1, smoothPath, WIDTH } from './canvas'
import { mix, shade } from './color'
import type { Rng } from './rng'
import { drawVehicleSide, vehicleLook } from './vehicles'

const tentColors = ['#e67e22', '#27ae60', '#2980b9', '#f1c40f', '#c0392b', '#16a085', '#8e44ad', '#d35400', '#7f8c8d']

function tent(c: Canvas, s: Scenery, rng: Rng, x: number, y: number, scale: number): void {
  const kind = rng.pick(['dome', 'ridge', 'bell', 'dome'])
  const color = lit(rng.pick(tentColors), s.tod)
  const w = 150 * scale
  const h = 95 * scale
  const inner = '#2b2d33'
  c.add(
    `<ellipse cx="${r1(x)}" cy="${r1(y + 2)}" rx="${r1(w * 0.65)}" ry="${r1(8 * scale)}" fill="#000000" opacity="0.22"/>`,
  )
  if (kind === 'dome') {
    c.add(
      `<path d="M${r1(x - w / 2)} ${r1(y)}C${r1(x - w / 2)} ${r1(y - h * 1.3)} ${r1(x + w / 2)} ${r1(y - h * 1.3)} ${r1(x + w / 2)} ${r1(y)}Z" fill="${c.linear(
        [
          [0, shade(color, 0.15)],
          [1, shade(color, -0.15)],
        ],
      )}"/>`,
    )
    c.add(
      `<path d="M${r1(x - w * 0.2)} ${r1(y)}C${r1(x - w * 0.2)} ${r1(y - h * 0.75)} ${r1(x + w * 0.2)} ${r1(y - h * 0.75)} ${r1(x + w * 0.2)} ${r1(y)}Z" fill="${inner}"/>`,
    )
    c.add(
      `<path d="M${r1(x - w / 2)} ${r1(y)}C${r1(x - w * 0.3)} ${r1(y - h * 1.2)} ${r1(x + w * 0.1)} ${r1(y - h)} ${r1(x + w * 0.5)} ${r1(y)}M${r1(x + w / 2)} ${r1(y)}C${r1(x + w * 0.3)} ${r1(y - h * 1.2)} ${r1(x - w * 0.1)} ${r1(y - h)} ${r1(x - w * 0.5)} ${r1(y)}" stroke="${shade(color, -0.3)}" stroke-width="${r1(2.5 * scale)}" fill="none"/>`,
    )
  } else if (kind === 'ridge') {
    const depth = 120 * scale
    c.add(
      `<path d="${pathFrom([
        [x, y - h],
        [x + depth, y - h * 0.92],
        [x + depth + w * 0.45, y],
        [x + w / 2, y],
      ])}" fill="${shade(color, -0.12)}"/>`,
    )
    c.add(
      `<path d="${pathFrom([
        [x, y - h],
        [x + w / 2, y],
        [x - w / 2, y],
      ])}" fill="${shade(color, 0.08)}"/>`,
    )
    c.add(
      `<path d="${pathFrom([
        [x, y - h * 0.8],
        [x + w * 0.18, y],
        [x - w * 0.18, y],
      ])}" fill="${inner}"/><path d="${pathFrom([
        [x, y - h * 0.8],
        [x - w * 0.18, y],
        [x - w * 0.4, y - h * 0.1],
      ])}" fill="${shade(color, 0.25)}"/>`,
    )
  } else {
    const canvasCol = lit('#efe6d2', s.tod)
    c.add(
      `<path d="M${r1(x - w / 2)} ${r1(y)}L${r1(x - w / 2)} ${r1(y - h * 0.4)}L${r1(x)} ${r1(y - h * 1.25)}L${r1(x + w / 2)} ${r1(y - h * 0.4)}L${r1(x + w / 2)} ${r1(y)}Z" fill="${c.linear(
        [
          [0, shade(canvasCol, 0.05)],
          [1, shade(canvasCol, -0.15)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    c.add(
      `<path d="M${r1(x - w * 0.12)} ${r1(y)}L${r1(x)} ${r1(y - h * 0.75)}L${r1(x + w * 0.12)} ${r1(y)}Z" fill="${inner}"/><path d="M${r1(x)} ${r1(y - h * 1.25)}v${r1(-14 * scale)}" stroke="#5b4030" stroke-width="${r1(3 * scale)}"/>`,
    )
    c.add(`<circle cx="${r1(x)}" cy="${r1(y - h * 0.3)}" r="${r1(14 * scale)}" fill="#ffd98a" opacity="0.6"/>`)
  }
}

function picnicTable(c: Canvas, s: Scenery, x: number, y: number, scale: number): void {
  const wood = lit('#8a5a35', s.tod)
  c.add(
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})"><rect x="-60" y="-46" width="120" height="10" rx="2" fill="${shade(wood, 0.1)}"/><path d="M-44 -36L-54 0M44 -36L54 0M-30 -36L-20 0M30 -36L20 0" stroke="${wood}" stroke-width="6"/><rect x="-74" y="-22" width="148" height="7" rx="2" fill="${wood}"/></g>`,
  )
}

function campfire(c: Canvas, x: number, y: number, scale: number): void {
  c.add(
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})"><circle cx="0" cy="-20" r="70" fill="#ffb347" opacity="0.22"/><path d="M-30 0L30 -10M-30 -10L30 0" stroke="#5b4030" stroke-width="9" stroke-linecap="round"/><path d="M-16 -6C-22 -30 -4 -36 0 -56C6 -36 22 -30 16 -6Z" fill="#f39c12"/><path d="M-8 -6C-10 -20 0 -24 0 -36C4 -24 10 -20 8 -6Z" fill="#fff2a8"/><path d="M0 -70c-10 -20 12 -30 0 -56c-8 -20 10 -30 4 -50" stroke="#d0d3d6" stroke-width="6" fill="none" opacity="0.35"/></g>`,
  )
}

function hookup(c: Canvas, x: number, y: number, scale: number): void {
  c.add(
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})"><rect x="-12" y="-70" width="24" height="70" rx="4" fill="#dfe2e6"/><rect x="-12" y="-70" width="24" height="16" rx="4" fill="#2e86c1"/><circle cx="0" cy="-40" r="5" fill="#2e86c1"/></g>`,
  )
}

type Thing = { y: number; draw: () => void }

/** The campsite's main view: pitches on a meadow in front of the landscape. */
export function campsiteMainScene(rng: Rng): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(['alpine', 'lake', 'forest', 'coast', 'hills', 'lake']))
  const horizonY = rng.range(400, 450)
  drawLandscape(c, s, horizonY)
  const groundY = groundLineY(s, horizonY)
  drawGround(c, s, groundY)
  if (s.terrain !== 'forest') drawTreeLine(c, s, groundY + 12, { count: rng.int(6, 12), height: 120, far: 0.25 })
  const things: Thing[] = []
  const depthScale = (y: number) => 0.35 + ((y - groundY) / (HEIGHT - groundY)) * 1.1
  for (let i = 0; i < rng.int(3, 5); i++) {
    const y = rng.range(groundY + 60, HEIGHT - 40)
    const x = rng.range(80, WIDTH - 120)
    const sub = createSubRng(rng)
    things.push({ y, draw: () => tent(c, s, sub, x, y, depthScale(y)) })
  }
  if (rng.chance(0.8)) {
    const y = rng.range(groundY + 50, groundY + 150)
    const x = rng.range(100, 700)
    const look = vehicleLook(rng, rng.pick(['caravan', 'panel_van', 'classic_bus', 'alcove']))
    things.push({ y, draw: () => drawVehicleSide(c, s, look, x, y, depthScale(y) * 0.5, rng.chance(0.5)) })
  }
  for (let i = 0; i < rng.int(2, 5); i++) {
    const y = rng.range(groundY + 30, HEIGHT - 10)
    const x = rng.pick([rng.range(-20, 200), rng.range(1000, 1220), rng.range(0, WIDTH)])
    const kind = rng.chance(0.5) ? 'pine' : 'round'
    things.push({ y, draw: () => drawTree(c, s, x, y, 200 * depthScale(y) * 1.4, kind, 0) })
  }
  const py = rng.range(groundY + 120, HEIGHT - 30)
  const px = rng.range(200, 1000)
  things.push({
    y: py,
    draw: () => (s.tod.light < -0.1 ? campfire(c, px, py, depthScale(py)) : picnicTable(c, s, px, py, depthScale(py))),
  })
  for (const thing of things.sort((a, b) => a.y - b.y)) thing.draw()
  finish(c, s)
  return c
}

function createSubRng(rng: Rng): Rng {
  const values = Array.from({ length: 16 }, () => rng.next())
  let i = 0
  const next = () => values[i++ % values.length]!
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  }
}

/** Close-up of numbered pitches separated by hedges, each with a hook-up post. */
export function pitchesScene(rng: Rng): Canvas {
  const c = new Canvas()
  const s = makeScenery(rng, rng.pick<Terrain>(['forest', 'hills', 'alpine', 'plains']))
  const horizonY = rng.range(360, 400)
  drawLandscape(c, s, horizonY)
  drawGround(c, s, horizonY)
  const backY = horizonY + 70
  drawTreeLine(c, s, backY - 10, { count: 22, height: 140, far: 0.2 })
  const hedge = lit('#3d6b35', s.tod)
  c.add(`<rect x="-10" y="${r1(backY - 50)}" width="1220" height="56" rx="26" fill="${hedge}"/>`)
  const gravel = lit('#cfc3a8', s.tod)
  const vx = 600
  const pitches = 3
  for (let i = 0; i <= pitches; i++) {
    const xf = (i / pitches) * (WIDTH + 400) - 200
    const xb = vx + (xf - vx) * 0.45
    if (i > 0 && i < pitches + 1) {
      c.add(
        `<path d="${pathFrom([
          [xb - 14, backY],
          [xb + 14, backY],
          [xf + 50, HEIGHT],
          [xf - 50, HEIGHT],
        ])}" fill="${shade(hedge, -0.05)}"/>`,
      )
      c.add(
        `<path d="${pathFrom([
          [xb - 14, backY],
          [xb + 14, backY],
          [xb + 14, backY - 40],
          [xb - 14, backY - 40],
        ])}" fill="${shade(hedge, 0.08)}"/>`,
      )
      c.add(
        `<path d="${smoothPath([
          [xb, backY - 40],
          [(xb + xf) / 2, (backY + HEIGHT) / 2 - 110],
          [xf, HEIGHT - 140],
        ])}L${r1(xf + 50)} ${HEIGHT}L${r1(xf - 50)} ${HEIGHT}L${r1(xb - 14)} ${backY}Z" fill="${shade(hedge, 0.04)}"/>`,
      )
    }
  }
  for (let i = 0; i < pitches; i++) {
    const cx = ((i + 0.5) / pitches) * (WIDTH + 400) - 200
    const bx = vx + (cx - vx) * 0.45
    c.add(
      `<path d="${pathFrom([
        [bx - 40, backY + 10],
        [bx + 40, backY + 10],
        [cx + 120, HEIGHT],
        [cx - 120, HEIGHT],
      ])}" fill="${gravel}" opacity="0.55"/>`,
    )
    const y = backY + rng.range(120, 190)
    const x = bx + (cx - bx) * 0.5
    const choice = rng.int(0, 2)
    if (choice === 0) tent(c, s, createSubRng(rng), x, y, 1)
    else
      drawVehicleSide(c, s, vehicleLook(rng, choice === 1 ? 'caravan' : 'panel_van'), x - 160, y, 0.5, rng.chance(0.5))
    hookup(c, bx + (cx - bx) * 0.75 + 90, backY + 260, 1.2)
  }
  finish(c, s)
  return c
}

/** The landscape around the campsite: lake with a canoe, mountain meadow or dunes. */
export function surroundingsScene(rng: Rng): Canvas {
  const c = new Canvas()
  const variant = rng.pick(['lake', 'meadow', 'beach'] as const)
  const s = makeScenery(
    rng,
    variant === 'lake' ? 'lake' : variant === 'beach' ? 'coast' : rng.pick<Terrain>(['alpine', 'hills']),
  )
  const horizonY = rng.range(380, 440)
  drawLandscape(c, s, horizonY)
  if (variant === 'lake') {
    drawWater(c, s, horizonY + 60)
    const x = rng.range(300, 800)
    const y = rng.range(620, 700)
    c.add(
      `<path d="M${r1(x - 110)} ${r1(y)}Q${r1(x)} ${r1(y + 26)} ${r1(x + 110)} ${r1(y)}Q${r1(x)} ${r1(y + 6)} ${r1(x - 110)} ${r1(y)}Z" fill="${lit(rng.pick(['#c0392b', '#e67e22', '#f1c40f']), s.tod)}"/><path d="M${r1(x - 40)} ${r1(y - 30)}L${r1(x + 50)} ${r1(y + 30)}" stroke="#5b4030" stroke-width="5"/><circle cx="${r1(x)}" cy="${r1(y - 30)}" r="12" fill="#3a3d44"/><path d="M${r1(x - 10)} ${r1(y - 20)}h20v18h-20Z" fill="${lit('#2980b9', s.tod)}"/>`,
    )
    c.add(
      `<path d="M0 ${HEIGHT}L0 ${r1(HEIGHT - 90)}Q200 ${r1(HEIGHT - 130)} 360 ${HEIGHT}Z" fill="${shade(s.grass, -0.1)}"/>`,
    )
    drawTree(c, s, 90, HEIGHT - 60, 380, 'pine')
  } else if (variant === 'beach') {
    drawWater(c, s, horizonY + 80, horizonY + 240)
    const sand = lit('#ead9b0', s.tod)
    c.add(
      `<path d="M0 ${r1(horizonY + 200)}Q600 ${r1(horizonY + 150)} 1200 ${r1(horizonY + 230)}V800H0Z" fill="${c.linear([
        [0, sand],
        [1, shade(sand, -0.12)],
      ])}"/>`,
    )
    c.add(
      `<path d="M0 ${r1(horizonY + 200)}Q600 ${r1(horizonY + 150)} 1200 ${r1(horizonY + 230)}" stroke="#ffffff" stroke-width="6" opacity="0.6" fill="none"/>`,
    )
    c.add(`<path d="M700 800Q820 620 1200 600V800Z" fill="${shade(sand, -0.05)}"/>`)
    const grass: string[] = []
    for (let i = 0; i < 40; i++) {
      const x = 760 + rng.range(0, 440)
      const y = 650 + rng.range(0, 150)
      grass.push(`M${r1(x)} ${r1(y)}q${r1(rng.range(-10, 10))} -20 ${r1(rng.range(-20, 20))} -${r1(rng.range(25, 50))}`)
    }
    c.add(`<path d="${grass.join('')}" stroke="${lit('#8a9a4a', s.tod)}" stroke-width="3" fill="none"/>`)
    const ux = rng.range(250, 550)
    c.add(
      `<path d="M${r1(ux)} 700v-150" stroke="#5b4030" stroke-width="5"/><path d="M${r1(ux - 110)} 560Q${r1(ux)} 470 ${r1(ux + 110)} 560Z" fill="${lit(rng.pick(['#e74c3c', '#2980b9', '#f1c40f', '#16a085']), s.tod)}"/><path d="M${r1(ux - 110)} 560Q${r1(ux - 55)} 520 ${r1(ux)} 548Q${r1(ux + 55)} 520 ${r1(ux + 110)} 560" fill="#ffffff" opacity="0.4"/><rect x="${r1(ux - 90)}" y="690" width="120" height="36" rx="4" fill="${lit('#f3ead6', s.tod)}" transform="skewX(-20)"/>`,
    )
  } else {
    drawGround(c, s, horizonY)
    const flowers: string[] = []
    for (let i = 0; i < 120; i++) {
      const t = rng.next()
      const y = horizonY + 20 + t * (HEIGHT - horizonY - 20)
      const x = rng.range(0, WIDTH)
      flowers.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1.5 + t * 5)}" fill="${rng.pick(['#f1c40f', '#ffffff', '#e84393', '#9b59b6', '#e74c3c'])}"/>`,
      )
    }
    c.add(flowers.join(''))
    c.add(
      `<path d="M560 ${r1(horizonY)}C600 ${r1(horizonY + 100)} 400 ${r1(horizonY + 200)} 520 800H760C640 ${r1(horizonY + 200)} 640 ${r1(horizonY + 100)} 570 ${r1(horizonY)}Z" fill="${lit('#cdb98f', s.tod)}" opacity="0.85"/>`,
    )
    drawTree(c, s, rng.range(900, 1100), HEIGHT - 50, 420, 'pine')
  }
  finish(c, s)
  return c
}

/** Where the campsite sits: vineyard slopes, riverside, seaside or forest, sometimes by the campfire. */
export function situationScene(rng: Rng): Canvas {
  const c = new Canvas()
  const variant = rng.pick(['vineyard', 'river', 'campfire', 'forest'] as const)
  const s = makeScenery(
    rng,
    variant === 'forest' ? 'forest' : variant === 'river' ? 'alpine' : 'hills',
    variant === 'campfire' ? undefined : undefined,
  )
  const horizonY = rng.range(380, 440)
  drawLandscape(c, s, horizonY)
  drawGround(c, s, horizonY)
  if (variant === 'vineyard') {
    const rows: string[] = []
    for (let i = 0; i < 16; i++) {
      const xb = -200 + i * 110
      rows.push(`M${r1(600 + (xb - 600) * 0.15)} ${r1(horizonY + 10)}L${r1(xb * 1.6 - 360)} ${HEIGHT}`)
    }
    c.add(
      `<path d="${rows.join('')}" stroke="${lit('#3f6b2a', s.tod)}" stroke-width="22" stroke-linecap="round" stroke-dasharray="30 6"/>`,
    )
    c.add(
      `<path d="${rows.join('')}" stroke="${lit('#6e9a3a', s.tod)}" stroke-width="10" stroke-dasharray="14 22" opacity="0.8"/>`,
    )
  } else if (variant === 'river') {
    c.add(
      `<path d="M560 ${r1(horizonY)}C640 ${r1(horizonY + 80)} 300 ${r1(horizonY + 180)} 200 800H900C760 ${r1(horizonY + 200)} 720 ${r1(horizonY + 80)} 600 ${r1(horizonY)}Z" fill="${c.linear(
        [
          [0, mix(s.tod.water, s.tod.skyHorizon, 0.5)],
          [1, shade(s.tod.water, -0.1)],
        ],
      )}"/>`,
    )
    const ripples: string[] = []
    for (let i = 0; i < 20; i++)
      ripples.push(`M${r1(rng.range(300, 800))} ${r1(rng.range(horizonY + 120, 780))}h${r1(rng.range(20, 70))}`)
    c.add(`<path d="${ripples.join('')}" stroke="#ffffff" stroke-width="3" opacity="0.3"/>`)
    drawTree(c, s, rng.range(40, 160), HEIGHT - 40, 420, 'round')
    drawTree(c, s, rng.range(1000, 1150), HEIGHT - 60, 360, 'pine')
  } else if (variant === 'campfire') {
    tent(c, s, createSubRng(rng), rng.range(300, 450), 640, 1.6)
    campfire(c, rng.range(700, 850), 700, 1.6)
    const logs = lit('#7a5030', s.tod)
    c.add(
      `<rect x="880" y="700" width="180" height="40" rx="20" fill="${logs}"/><circle cx="1060" cy="720" r="20" fill="${shade(logs, 0.25)}"/>`,
    )
  } else {
    drawTreeLine(c, s, HEIGHT - 120, { count: 7, height: 460, far: 0 })
    c.add(
      `<path d="M500 ${HEIGHT}L580 ${r1(horizonY + 30)}L620 ${r1(horizonY + 30)}L740 ${HEIGHT}Z" fill="${lit('#b59b72', s.tod)}" opacity="0.8"/>`,
    )
  }
  finish(c, s)
  return c
}

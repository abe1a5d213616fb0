/** Where a van is driven and a boat is steered and lived on outside: the cab, the helm and the deck. */
import { drawLandscape, drawWater, finish, groundLineY, lit, makeScenery, type Terrain } from './backdrop'
import { Canvas, HEIGHT, r1, WIDTH } from './canvas'
import { shade } from './color'
import type { Rng } from './rng'
import { drawPerspectiveRoad } from './vehicles'

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

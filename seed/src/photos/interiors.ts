/** Living spaces of vans and boats in one-point perspective: kitchen, seating, berth, bathroom. */
import { finish, lit, makeScenery, type Terrain } from './backdrop'
import { Canvas, r1 } from './canvas'
import { shade } from './color'
import { handle, lockers, mug, plant } from './interior-furniture'
import { makeTheme, type Room, room, sunlight, windowView } from './interior-room'
import type { Rng } from './rng'

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

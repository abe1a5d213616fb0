/** Campervans, motorhomes and caravans in side and rear view; drawn facing right, ground at y = 0. */

import type { Scenery } from './backdrop'
import { lit } from './backdrop'
import type { Canvas } from './canvas'
import { r1 } from './canvas'
import { mix, shade } from './color'
import type { Rng } from './rng'

export type VehicleStyle = 'panel_van' | 'classic_bus' | 'alcove' | 'semi_integrated' | 'integrated' | 'caravan'
const vehicleStyles: VehicleStyle[] = [
  'panel_van',
  'classic_bus',
  'alcove',
  'semi_integrated',
  'integrated',
  'panel_van',
]

const vanColors = [
  '#f4f4f1',
  '#c9ccd1',
  '#4a4f57',
  '#2c3e66',
  '#b8322f',
  '#e07b39',
  '#8fae8b',
  '#2a8c8c',
  '#d9a441',
  '#6fa8c8',
  '#efe6d2',
  '#3f6b4f',
]
const accentColors = ['#e07b39', '#2a8c8c', '#b8322f', '#2c5d9e', '#7a8f3a', '#d9a441', '#5b4a8a', '#1f2a44']

export type VehicleLook = {
  style: VehicleStyle
  body: string
  accent: string
  popTop: boolean
  solar: boolean
  bikes: boolean
}

export function vehicleLook(rng: Rng, style?: VehicleStyle): VehicleLook {
  const chosen = style ?? rng.pick(vehicleStyles)
  const motorhome = chosen !== 'panel_van' && chosen !== 'classic_bus'
  return {
    style: chosen,
    body: motorhome ? rng.pick(['#f6f6f3', '#f1efe9', '#e9ecef']) : rng.pick(vanColors),
    accent: rng.pick(accentColors),
    popTop: rng.chance(0.5),
    solar: rng.chance(0.6),
    bikes: rng.chance(0.6),
  }
}

function glass(c: Canvas, s: Scenery): string {
  return c.linear(
    [
      [0, mix('#2b3a4a', s.tod.skyTop, 0.35)],
      [0.45, '#1c2631'],
      [1, '#111820'],
    ],
    0,
    0,
    0.3,
    1,
  )
}

function bodyFill(c: Canvas, s: Scenery, color: string): string {
  const base = lit(color, s.tod)
  return c.linear([
    [0, shade(base, 0.12)],
    [0.55, base],
    [1, shade(base, -0.22)],
  ])
}

export const vehicleLength: Record<VehicleStyle, number> = {
  panel_van: 645,
  classic_bus: 530,
  alcove: 725,
  semi_integrated: 725,
  integrated: 725,
  caravan: 610,
}

function wheel(cx: number, r: number, y = -r): string {
  return `<g><circle cx="${r1(cx)}" cy="${r1(y)}" r="${r1(r)}" fill="#1d1e22"/><circle cx="${r1(cx)}" cy="${r1(y)}" r="${r1(r * 0.62)}" fill="#a9afb8"/><circle cx="${r1(cx)}" cy="${r1(y)}" r="${r1(r * 0.5)}" fill="#8a9099"/><circle cx="${r1(cx)}" cy="${r1(y)}" r="${r1(r * 0.2)}" fill="#c9ced6"/><path d="M${r1(cx - r * 0.75)} ${r1(y - r * 0.3)}A${r1(r * 0.8)} ${r1(r * 0.8)} 0 0 1 ${r1(cx + r * 0.2)} ${r1(y - r * 0.78)}" stroke="#3a3c42" stroke-width="${r1(r * 0.08)}" fill="none"/></g>`
}

function arch(cx: number, r: number, bottom: number): string {
  return `<path d="M${r1(cx - r)} ${r1(bottom)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r)} ${r1(bottom)}Z" fill="#26272b"/>`
}

/** Draws a vehicle in side view at (x, groundY) scaled by `scale`; returns its drawn length in pixels. */
export function drawVehicleSide(
  c: Canvas,
  s: Scenery,
  look: VehicleLook,
  x: number,
  groundY: number,
  scale: number,
  flip = false,
): number {
  const length = vehicleLength[look.style]
  const inner = c.capture(() => {
    c.add(`<ellipse cx="${length / 2}" cy="4" rx="${length * 0.55}" ry="16" fill="#000000" opacity="0.28"/>`)
    switch (look.style) {
      case 'panel_van':
        panelVan(c, s, look)
        break
      case 'classic_bus':
        classicBus(c, s, look)
        break
      case 'alcove':
      case 'semi_integrated':
      case 'integrated':
        motorhome(c, s, look)
        break
      case 'caravan':
        caravan(c, s, look)
        break
    }
  })
  const transform = flip
    ? `translate(${r1(x + length * scale)} ${r1(groundY)}) scale(${-scale} ${scale})`
    : `translate(${r1(x)} ${r1(groundY)}) scale(${scale})`
  c.add(`<g transform="${transform}">${inner}</g>`)
  return length * scale
}

function panelVan(c: Canvas, s: Scenery, look: VehicleLook): void {
  const body = bodyFill(c, s, look.body)
  const dark = shade(lit(look.body, s.tod), -0.35)
  if (look.popTop) {
    c.add(`<path d="M70 -318L420 -318L420 -372L70 -334Z" fill="${lit(mix(look.accent, '#d8d2c4', 0.5), s.tod)}"/>`)
    c.add(`<path d="M60 -334L430 -378L432 -368L60 -326Z" fill="${lit('#e8e8e6', s.tod)}"/>`)
  }
  c.add(
    `<path d="M0 -52L0 -300Q0 -318 18 -318L440 -318Q470 -318 485 -300L548 -196Q560 -180 585 -174L625 -160Q642 -154 643 -130L645 -60Q645 -46 632 -46L12 -46Q0 -46 0 -52Z" fill="${body}"/>`,
  )
  c.add(`<rect x="0" y="-86" width="645" height="40" rx="6" fill="${shade(lit('#3a3d44', s.tod), 0)}" opacity="0.85"/>`)
  c.add(
    `<path d="M4 -150L600 -150L612 -144L4 -144Z" fill="${lit(look.accent, s.tod)}"/><path d="M4 -138L560 -138L568 -134L4 -134Z" fill="${lit(look.accent, s.tod)}" opacity="0.7"/>`,
  )
  const g = glass(c, s)
  c.add(`<path d="M470 -308L548 -198L528 -196L458 -300Z" fill="${g}"/>`)
  c.add(`<path d="M400 -296L455 -296L515 -208L400 -208Z" fill="${g}"/>`)
  c.add(
    `<rect x="50" y="-276" width="120" height="62" rx="14" fill="${g}"/><rect x="238" y="-276" width="110" height="62" rx="14" fill="${g}"/>`,
  )
  c.add(
    `<path d="M225 -302L225 -90M362 -302L362 -90M392 -302L392 -90" stroke="${dark}" stroke-width="2" opacity="0.6"/>`,
  )
  c.add(
    `<rect x="370" y="-190" width="16" height="5" rx="2" fill="${dark}"/><rect x="200" y="-190" width="16" height="5" rx="2" fill="${dark}"/>`,
  )
  c.add(`<rect x="515" y="-226" width="14" height="34" rx="5" fill="${dark}"/>`)
  c.add(`<path d="M606 -158L638 -148L640 -132L602 -138Z" fill="#fff6d0"/>`)
  c.add(`<rect x="0" y="-210" width="9" height="80" rx="3" fill="#c0392b"/>`)
  c.add(`<rect x="40" y="-314" width="330" height="12" rx="6" fill="${lit('#d6d8dc', s.tod)}"/>`)
  if (look.solar && !look.popTop) c.add(`<path d="M120 -330L360 -330L356 -318L124 -318Z" fill="#1f3b63"/>`)
  c.add(`<path d="M0 -290L440 -290" stroke="#ffffff" stroke-width="5" opacity="0.18"/>`)
  c.add(arch(130, 54, -46) + arch(520, 54, -46))
  c.add(wheel(130, 44) + wheel(520, 44))
}

function classicBus(c: Canvas, s: Scenery, look: VehicleLook): void {
  const lower = bodyFill(c, s, look.body)
  const upper = bodyFill(c, s, '#f3ede0')
  const path = 'M0 -62L0 -250Q0 -290 40 -290L440 -290Q505 -290 515 -230L525 -120Q528 -60 505 -42L20 -42Q0 -42 0 -62Z'
  if (look.popTop) {
    c.add(`<path d="M60 -290L400 -290L400 -350L60 -306Z" fill="${lit(mix(look.accent, '#e8dcc0', 0.4), s.tod)}"/>`)
    c.add(`<path d="M48 -306L412 -356L414 -346L48 -298Z" fill="${lit('#f3ede0', s.tod)}"/>`)
  }
  c.add(`<path d="${path}" fill="${lower}"/>`)
  const clipId = c.clip(`<rect x="-10" y="-300" width="560" height="138"/>`)
  c.add(`<path d="${path}" fill="${upper}" clip-path="${clipId}"/>`)
  c.add(`<path d="M0 -162L522 -162" stroke="#d9dde2" stroke-width="5"/>`)
  const g = glass(c, s)
  for (const x of [34, 146, 258, 370]) c.add(`<rect x="${x}" y="-266" width="98" height="74" rx="16" fill="${g}"/>`)
  c.add(`<path d="M482 -266L500 -266Q512 -250 514 -196L482 -196Z" fill="${g}"/>`)
  c.add(
    `<path d="M360 -280L360 -60M472 -280L472 -60" stroke="${shade(look.body, -0.4)}" stroke-width="2" opacity="0.5"/>`,
  )
  c.add(`<circle cx="516" cy="-138" r="13" fill="#fff6d0" stroke="#c9ced6" stroke-width="4"/>`)
  c.add(
    `<rect x="-6" y="-70" width="40" height="14" rx="5" fill="#c9ced6"/><rect x="492" y="-70" width="42" height="14" rx="5" fill="#c9ced6"/>`,
  )
  c.add(`<rect x="0" y="-150" width="8" height="40" rx="3" fill="#c0392b"/>`)
  c.add(arch(100, 50, -42) + arch(430, 50, -42))
  c.add(wheel(100, 40) + wheel(430, 40))
}

function motorhome(c: Canvas, s: Scenery, look: VehicleLook): void {
  const integrated = look.style === 'integrated'
  const body = bodyFill(c, s, look.body)
  const accent = lit(look.accent, s.tod)
  const g = glass(c, s)
  if (integrated) {
    c.add(
      `<path d="M0 -56L0 -340Q0 -352 12 -352L600 -352Q690 -352 712 -270L724 -120Q726 -56 700 -56Z" fill="${body}"/>`,
    )
    c.add(`<path d="M612 -344Q684 -338 706 -268L716 -196L680 -196L664 -262Q652 -322 604 -328Z" fill="${g}"/>`)
    c.add(`<path d="M560 -300L640 -300L652 -220L560 -220Z" fill="${g}"/>`)
    c.add(`<path d="M700 -120L724 -118L724 -96L698 -100Z" fill="#fff6d0"/>`)
  } else {
    c.add(
      `<path d="M540 -48L540 -250L600 -250L660 -170Q672 -156 700 -150L715 -140Q724 -132 724 -110L724 -60Q724 -48 712 -48Z" fill="${bodyFill(c, s, '#f4f4f2')}"/>`,
    )
    c.add(
      `<path d="M603 -246L660 -172L640 -170L590 -240Z" fill="${g}"/><path d="M556 -240L596 -240L640 -178L556 -178Z" fill="${g}"/>`,
    )
    c.add(`<path d="M690 -148L720 -138L722 -122L688 -128Z" fill="#fff6d0"/>`)
    c.add(`<rect x="642" y="-196" width="12" height="30" rx="4" fill="#2b2d33"/>`)
    if (look.style === 'alcove') {
      c.add(
        `<path d="M0 -56L0 -340Q0 -352 12 -352L560 -352Q640 -352 650 -320L650 -285Q645 -262 600 -255L540 -255L540 -56Z" fill="${body}"/>`,
      )
      c.add(`<rect x="574" y="-332" width="54" height="30" rx="8" fill="${g}"/>`)
    } else {
      // Semi-integrated: a low aerodynamic cap over the cab instead of an over-cab bed.
      c.add(
        `<path d="M0 -56L0 -330Q0 -342 12 -342L530 -342Q580 -340 610 -300L624 -262Q600 -252 580 -252L540 -252L540 -56Z" fill="${body}"/>`,
      )
      c.add(`<path d="M540 -330Q575 -326 598 -298L560 -298Z" fill="${g}" opacity="0.8"/>`)
    }
  }
  // Decal swooshes in the accent colour, the signature of European motorhomes.
  c.add(
    `<path d="M0 -120C160 -120 260 -200 420 -210C500 -214 540 -200 560 -196L560 -186C520 -190 480 -196 420 -194C270 -186 180 -104 0 -104Z" fill="${accent}"/>`,
  )
  c.add(
    `<path d="M0 -96C150 -96 240 -160 380 -172L380 -166C250 -150 160 -88 0 -88Z" fill="${mix(accent, '#ffffff', 0.45)}"/>`,
  )
  c.add(
    `<rect x="0" y="-80" width="${integrated ? 724 : 540}" height="26" fill="${lit('#5b6068', s.tod)}" opacity="0.9"/>`,
  )
  c.add(`<rect x="40" y="-290" width="120" height="70" rx="10" fill="${g}" stroke="#b8bcc3" stroke-width="5"/>`)
  c.add(`<rect x="330" y="-290" width="130" height="70" rx="10" fill="${g}" stroke="#b8bcc3" stroke-width="5"/>`)
  c.add(
    `<rect x="206" y="-296" width="76" height="236" rx="8" fill="${lit('#eceef0', s.tod)}" stroke="#b8bcc3" stroke-width="3"/><rect x="220" y="-282" width="48" height="60" rx="8" fill="${g}"/><rect x="264" y="-170" width="8" height="22" rx="3" fill="#7c828c"/>`,
  )
  c.add(
    `<rect x="70" y="-150" width="70" height="44" rx="5" fill="none" stroke="#b8bcc3" stroke-width="3"/><rect x="350" y="-150" width="90" height="44" rx="5" fill="none" stroke="#b8bcc3" stroke-width="3"/>`,
  )
  c.add(
    `<rect x="30" y="-366" width="70" height="16" rx="4" fill="${lit('#dfe2e6', s.tod)}"/><rect x="250" y="-362" width="60" height="10" rx="3" fill="#9fb3c8"/>`,
  )
  if (look.solar) c.add(`<path d="M120 -362L230 -362L226 -352L124 -352Z" fill="#1f3b63"/>`)
  c.add(`<rect x="20" y="-346" width="420" height="12" rx="6" fill="${lit('#d3d6da', s.tod)}"/>`)
  c.add(`<rect x="0" y="-240" width="9" height="110" rx="3" fill="#c0392b"/>`)
  c.add(arch(150, 54, -56) + arch(600, 54, -48))
  c.add(wheel(150, 44) + wheel(600, 44))
}

function caravan(c: Canvas, s: Scenery, look: VehicleLook): void {
  const body = bodyFill(c, s, look.body)
  const g = glass(c, s)
  c.add(
    `<path d="M505 -84L600 -62L600 -54L505 -70Z" fill="#4a4d55"/><rect x="584" y="-60" width="8" height="44" fill="#4a4d55"/><circle cx="588" cy="-12" r="12" fill="#1d1e22"/>`,
  )
  c.add(
    `<rect x="26" y="-80" width="8" height="80" fill="#4a4d55"/><rect x="470" y="-80" width="8" height="80" fill="#4a4d55"/>`,
  )
  c.add(
    `<path d="M20 -70L0 -120L10 -290Q14 -322 60 -322L420 -322Q500 -318 510 -250L520 -120Q518 -70 480 -70Z" fill="${body}"/>`,
  )
  c.add(`<path d="M440 -300Q496 -296 504 -240L508 -190L470 -190L462 -240Q458 -284 430 -288Z" fill="${g}"/>`)
  c.add(
    `<rect x="40" y="-270" width="110" height="64" rx="12" fill="${g}" stroke="#c4c8ce" stroke-width="4"/><rect x="280" y="-270" width="120" height="64" rx="12" fill="${g}" stroke="#c4c8ce" stroke-width="4"/>`,
  )
  c.add(
    `<rect x="180" y="-286" width="70" height="206" rx="8" fill="${lit('#eceef0', s.tod)}" stroke="#c4c8ce" stroke-width="3"/><rect x="192" y="-272" width="46" height="56" rx="8" fill="${g}"/>`,
  )
  c.add(
    `<path d="M2 -150L518 -150L518 -136L2 -136Z" fill="${lit(look.accent, s.tod)}"/><path d="M4 -128L518 -128L518 -122L4 -122Z" fill="${lit(look.accent, s.tod)}" opacity="0.6"/>`,
  )
  c.add(`<rect x="60" y="-334" width="90" height="14" rx="4" fill="${lit('#dfe2e6', s.tod)}"/>`)
  c.add(arch(320, 44, -70))
  c.add(wheel(320, 36, -36))
}

/** Rear view of a campervan standing on a road that runs into the picture. */
export function drawVanRear(
  c: Canvas,
  s: Scenery,
  look: VehicleLook,
  cx: number,
  groundY: number,
  scale: number,
): void {
  const body = bodyFill(c, s, look.body)
  const g = glass(c, s)
  const dark = shade(lit(look.body, s.tod), -0.4)
  const inner = c.capture(() => {
    c.add(`<ellipse cx="0" cy="2" rx="240" ry="22" fill="#000000" opacity="0.35"/>`)
    c.add(
      `<rect x="-176" y="-70" width="62" height="70" rx="10" fill="#1d1e22"/><rect x="114" y="-70" width="62" height="70" rx="10" fill="#1d1e22"/>`,
    )
    c.add(`<path d="M-190 -60L-190 -360Q-190 -400 -150 -402L150 -402Q190 -400 190 -360L190 -60Z" fill="${body}"/>`)
    if (look.solar) c.add(`<rect x="-120" y="-414" width="240" height="12" rx="3" fill="#1f3b63"/>`)
    c.add(
      `<rect x="-170" y="-374" width="156" height="96" rx="16" fill="${g}"/><rect x="14" y="-374" width="156" height="96" rx="16" fill="${g}"/>`,
    )
    c.add(
      `<path d="M0 -392L0 -70" stroke="${dark}" stroke-width="3"/><rect x="-34" y="-230" width="22" height="7" rx="3" fill="${dark}"/><rect x="12" y="-230" width="22" height="7" rx="3" fill="${dark}"/>`,
    )
    c.add(
      `<rect x="-188" y="-272" width="22" height="120" rx="6" fill="#c0392b"/><rect x="166" y="-272" width="22" height="120" rx="6" fill="#c0392b"/><rect x="-184" y="-190" width="14" height="30" rx="4" fill="#f2a65a"/><rect x="170" y="-190" width="14" height="30" rx="4" fill="#f2a65a"/>`,
    )
    c.add(
      `<rect x="-196" y="-104" width="392" height="44" rx="10" fill="#34363c"/><rect x="-58" y="-98" width="116" height="28" rx="3" fill="#f4f4f0" stroke="#2b2d33" stroke-width="2"/><rect x="-52" y="-92" width="10" height="16" fill="#2d5aa8"/>`,
    )
    c.add(`<path d="M-40 -84h84" stroke="#2b2d33" stroke-width="9" stroke-dasharray="10 5"/>`)
    c.add(`<path d="M-190 -180L190 -180" stroke="${lit(look.accent, s.tod)}" stroke-width="12"/>`)
    if (look.bikes) {
      const frame = lit(look.accent === '#1f2a44' ? '#2a8c8c' : '#1f2a44', s.tod)
      for (const dy of [0, 18]) {
        c.add(
          `<g transform="translate(${dy * 1.5} ${dy})" fill="none" stroke-linecap="round"><circle cx="-105" cy="-190" r="62" stroke="#17181b" stroke-width="9"/><circle cx="105" cy="-190" r="62" stroke="#17181b" stroke-width="9"/><path d="M-105 -190L-30 -190L15 -270L-60 -270Z M-30 -190L-60 -282 M15 -270L105 -190 M15 -270L22 -300L45 -300" stroke="${frame}" stroke-width="8" stroke-linejoin="round"/><path d="M-75 -286h-30" stroke="#17181b" stroke-width="9"/></g>`,
        )
      }
      c.add(`<path d="M-180 -150L180 -150" stroke="#2b2d33" stroke-width="6"/>`)
    }
  })
  c.add(`<g transform="translate(${r1(cx)} ${r1(groundY)}) scale(${scale})">${inner}</g>`)
}

/** A road in side view from y to y + height, with verges and dashes. */
export function drawSideRoad(c: Canvas, s: Scenery, y: number, height: number): void {
  const asphalt = lit('#55585e', s.tod)
  c.add(
    `<rect y="${r1(y)}" width="1200" height="${r1(height)}" fill="${c.linear([
      [0, mix(asphalt, s.tod.haze, 0.15)],
      [1, shade(asphalt, -0.2)],
    ])}"/>`,
  )
  c.add(`<rect y="${r1(y + 6)}" width="1200" height="4" fill="#e9e6dc" opacity="0.8"/>`)
  c.add(
    `<path d="M-20 ${r1(y + height * 0.62)}H1220" stroke="#f2f0e6" stroke-width="6" stroke-dasharray="70 50" opacity="0.85"/>`,
  )
}

/** A road vanishing to (vx, horizonY), filling the bottom of the picture. */
export function drawPerspectiveRoad(c: Canvas, s: Scenery, vx: number, horizonY: number, bottomHalf = 520): void {
  const asphalt = lit('#55585e', s.tod)
  c.add(
    `<path d="M${r1(vx - 6)} ${r1(horizonY)}L${r1(vx + 6)} ${r1(horizonY)}L${r1(600 + bottomHalf)} 800L${r1(600 - bottomHalf)} 800Z" fill="${c.linear(
      [
        [0, mix(asphalt, s.tod.haze, 0.4)],
        [1, shade(asphalt, -0.15)],
      ],
    )}"/>`,
  )
  const dashes: string[] = []
  for (let i = 0; i < 9; i++) {
    const z0 = 0.04 + i * 0.12
    const z1 = z0 + 0.06
    const y0 = horizonY + (800 - horizonY) * z0 * z0
    const y1 = horizonY + (800 - horizonY) * z1 * z1
    const x0 = vx + (600 - vx) * z0 * z0
    const x1 = vx + (600 - vx) * z1 * z1
    dashes.push(
      `M${r1(x0 - 1 - z0 * z0 * 8)} ${r1(y0)}L${r1(x0 + 1 + z0 * z0 * 8)} ${r1(y0)}L${r1(x1 + 1 + z1 * z1 * 8)} ${r1(y1)}L${r1(x1 - 1 - z1 * z1 * 8)} ${r1(y1)}Z`,
    )
  }
  c.add(`<path d="${dashes.join('')}" fill="#f2f0e6" opacity="0.85"/>`)
  c.add(
    `<path d="M${r1(vx - 5)} ${r1(horizonY)}L${r1(600 - bottomHalf + 30)} 800M${r1(vx + 5)} ${r1(horizonY)}L${r1(600 + bottomHalf - 30)} 800" stroke="#eeeae0" stroke-width="5" opacity="0.7"/>`,
  )
}

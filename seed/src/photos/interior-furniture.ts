/** Fittings and small things placed in the interior scenes: handles, overhead lockers, a plant, mugs. */
import { lit, type Scenery } from './backdrop'
import { type Canvas, r1 } from './canvas'
import { shade } from './color'
import type { Theme } from './interior-room'

export function handle(x: number, y: number, w: number, horizontal = true): string {
  return horizontal
    ? `<rect x="${r1(x - w / 2)}" y="${r1(y - 3)}" width="${r1(w)}" height="6" rx="3" fill="#9aa0a8"/>`
    : `<rect x="${r1(x - 3)}" y="${r1(y - w / 2)}" width="6" height="${r1(w)}" rx="3" fill="#9aa0a8"/>`
}

export function lockers(
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

export function plant(c: Canvas, x: number, y: number, size: number, pot = '#c8744a'): void {
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

export function mug(x: number, y: number, color: string): string {
  return `<rect x="${r1(x - 14)}" y="${r1(y - 30)}" width="28" height="30" rx="4" fill="${color}"/><path d="M${r1(x + 14)} ${r1(y - 24)}q14 4 0 16" stroke="${color}" stroke-width="5" fill="none"/>`
}

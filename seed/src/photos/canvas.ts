/** Collects SVG markup and gradient/filter definitions for one picture. */
export const WIDTH = 1200
export const HEIGHT = 800

export type Stop = [offset: number, color: string, opacity?: number]

export class Canvas {
  private readonly defs: string[] = []
  private body: string[] = []
  private counter = 0

  constructor(
    readonly width = WIDTH,
    readonly height = HEIGHT,
  ) {}

  id(prefix: string): string {
    this.counter += 1
    return `${prefix}${this.counter}`
  }

  add(markup: string): void {
    this.body.push(markup)
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  /** Runs `draw` and returns what it added instead of keeping it (for groups, clips and nested views). */
  capture(draw: () => void): string {
    const saved = this.body
    this.body = []
    draw()
    const captured = this.body.join('')
    this.body = saved
    return captured
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('lg')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg')
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  blur(deviation: number): string {
    const id = this.id('bl')
    this.def(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    )
    return `url(#${id})`
  }

  clip(markup: string): string {
    const id = this.id('cp')
    this.def(`<clipPath id="${id}">${markup}</clipPath>`)
    return `url(#${id})`
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
  }
}

function stopsMarkup(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
}

/** Rounds coordinates so the markup (and thus the bytes) stays compact and stable. */
export const r1 = (value: number): string => (Math.round(value * 10) / 10).toString()

export function pathFrom(points: [number, number][], close = true): string {
  const [first, ...rest] = points
  if (!first) return ''
  return `M${r1(first[0])} ${r1(first[1])}${rest.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join('')}${close ? 'Z' : ''}`
}

/** A smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: [number, number][]): string {
  if (points.length < 2) return ''
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[i + 2] ?? p2
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += `C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(p2[0])} ${r1(p2[1])}`
  }
  return d
}

import { createHash } from 'node:crypto'
import type { ListingKind } from '@driftway/domain'
import sharp from 'sharp'

/**
 * The simulator's listing photos: a small illustrated scene per unit and photo (sky, land or
 * water, and the van, tent or yacht), the same bytes for the same unit every time. Simple shapes
 * keep a render to a few milliseconds, so an import of every fleet stays quick; the seed's
 * detailed scenes cost ~0.4 s each.
 */
export async function simulatorPhoto(kind: ListingKind, key: string, n: number): Promise<Buffer> {
  const digest = createHash('sha256').update(`${key}/${n}`).digest()
  // The unit's colour is the unit's (both photos show the same van); the light changes per photo.
  const hue = Math.round((createHash('sha256').update(key).digest()[0]! / 255) * 360)
  const dusk = n % 2 === 0
  const sky = dusk ? ['#f6c89f', '#e98f6f'] : [`hsl(${200 + (hue % 20)} 70% 82%)`, `hsl(${205 + (hue % 15)} 60% 62%)`]
  const body = `hsl(${hue} 45% 52%)`
  const trim = `hsl(${hue} 35% 30%)`
  const sunX = 120 + (digest[1]! % 400)
  const subject =
    kind === 'boat'
      ? yacht(body, trim)
      : kind === 'campsite'
        ? campsite(body, trim, digest[2]! % 2 === 0)
        : van(body, trim)
  const ground =
    kind === 'boat'
      ? `<rect y="290" width="640" height="137" fill="url(#water)"/>
         <path d="M0 292 Q160 270 320 288 T640 284 V300 H0Z" fill="#6f8f7a" opacity=".55"/>`
      : `<path d="M0 250 Q120 200 250 236 T520 220 T640 232 V427 H0Z" fill="#8fb08a"/>
         <path d="M0 300 Q200 270 380 296 T640 290 V427 H0Z" fill="#6f9a63"/>
         <rect y="352" width="640" height="75" fill="#5c8552"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427" viewBox="0 0 640 427">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[0]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b9bb5"/><stop offset="1" stop-color="#2f6f8c"/></linearGradient>
  </defs>
  <rect width="640" height="427" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${dusk ? 230 : 90}" r="38" fill="${dusk ? '#fbe3b0' : '#fff6d8'}" opacity=".9"/>
  <path d="M0 240 L90 150 L170 220 L260 120 L360 215 L450 140 L560 230 L640 180 V300 H0Z" fill="#a7b9c4" opacity=".7"/>
  ${ground}
  ${subject}
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer()
}

function van(body: string, trim: string): string {
  return `<g transform="translate(170 238)">
    <ellipse cx="150" cy="132" rx="170" ry="10" fill="#000" opacity=".18"/>
    <path d="M10 40 Q12 8 50 6 H230 Q262 6 276 40 L296 70 Q302 80 302 96 V116 Q302 124 294 124 H16 Q6 124 6 114 Z" fill="${body}"/>
    <path d="M232 14 H246 Q262 16 270 40 L282 66 H232 Z" fill="#d9eef5" stroke="${trim}" stroke-width="3"/>
    <rect x="40" y="26" width="64" height="36" rx="6" fill="#d9eef5" stroke="${trim}" stroke-width="3"/>
    <rect x="118" y="26" width="96" height="36" rx="6" fill="#d9eef5" stroke="${trim}" stroke-width="3"/>
    <rect x="6" y="84" width="296" height="8" fill="${trim}" opacity=".55"/>
    <circle cx="70" cy="124" r="24" fill="#2b2b2b"/><circle cx="70" cy="124" r="10" fill="#9a9a9a"/>
    <circle cx="236" cy="124" r="24" fill="#2b2b2b"/><circle cx="236" cy="124" r="10" fill="#9a9a9a"/>
  </g>`
}

function campsite(body: string, trim: string, withVan: boolean): string {
  return `<g transform="translate(150 250)">
    <ellipse cx="110" cy="110" rx="130" ry="9" fill="#000" opacity=".18"/>
    <path d="M20 110 L110 6 L200 110 Z" fill="${body}"/>
    <path d="M110 6 L132 110 H88 Z" fill="${trim}" opacity=".8"/>
    <path d="M110 6 L110 -10" stroke="${trim}" stroke-width="4"/>
  </g>
  <g transform="translate(440 300)">
    <rect x="-6" y="0" width="12" height="60" fill="#6b4f32"/>
    <circle cx="0" cy="-18" r="42" fill="#3f6b3a"/><circle cx="-26" cy="4" r="28" fill="#4a7a44"/><circle cx="26" cy="2" r="30" fill="#4a7a44"/>
  </g>
  ${withVan ? `<g transform="translate(40 330) scale(.45)">${van('#e8e2d4', '#6d6a62')}</g>` : ''}`
}

function yacht(body: string, trim: string): string {
  return `<g transform="translate(200 120)">
    <path d="M120 20 V200" stroke="#4a4a4a" stroke-width="5"/>
    <path d="M126 28 L226 190 H126 Z" fill="#fbfbf7"/>
    <path d="M114 46 L40 190 H114 Z" fill="#f1efe6"/>
    <path d="M0 200 H260 Q248 236 214 244 H50 Q16 238 0 200 Z" fill="${body}"/>
    <path d="M8 212 H252" stroke="${trim}" stroke-width="5"/>
    <path d="M30 254 Q130 266 240 254" stroke="#ffffff" stroke-width="3" opacity=".6" fill="none"/>
  </g>`
}

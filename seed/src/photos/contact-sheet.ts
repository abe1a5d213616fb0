/** Renders a contact sheet of generated photos: `tsx seed/src/photos/contact-sheet.ts [scene] [out.png]`. */
import sharp from 'sharp'
import { type PhotoRequest, renderPhoto } from './index'
import { listingKinds, slotsForKind } from './slots'

const which = process.argv[2] ?? 'mix'
const out = process.argv[3] ?? '/tmp/shots/seed-photos.png'

function requests(): PhotoRequest[] {
  if (which === 'mix') {
    return listingKinds.flatMap((kind, k) =>
      [0, 1, 2, 3].map((i) => ({
        kind,
        slot: slotsForKind(kind)[i === 0 ? 0 : (i * 2 + k) % 7]!,
        seed: 100 + i * 13 + k,
      })),
    )
  }
  if (which === 'styles') {
    const vehicles = ['panel_van', 'classic_bus', 'alcove', 'semi_integrated', 'integrated', 'caravan'] as const
    const boats = ['houseboat', 'cruiser', 'motor_yacht', 'sailboat'] as const
    return [
      ...vehicles.map((style, i) => ({
        kind: 'recreational_vehicle' as const,
        slot: 'Front View',
        seed: 40 + i,
        style,
      })),
      ...vehicles
        .slice(0, 2)
        .map((style, i) => ({ kind: 'recreational_vehicle' as const, slot: 'Rear View', seed: 50 + i, style })),
      ...boats.map((style, i) => ({ kind: 'boat' as const, slot: 'Full View', seed: 60 + i, style })),
    ]
  }
  const [kind, slot] = which.split(':') as [PhotoRequest['kind'], string | undefined]
  return Array.from({ length: 12 }, (_, i) => ({
    kind,
    slot: slot ?? slotsForKind(kind)[i % slotsForKind(kind).length]!,
    seed: 1000 + i * 7,
  }))
}

const t0 = Date.now()
const list = requests()
const tiles: Buffer[] = []
let largest = 0
for (const request of list) {
  const jpg = await renderPhoto(request)
  largest = Math.max(largest, jpg.length)
  tiles.push(await sharp(jpg).resize(400, 267).toBuffer())
}
console.log(
  `${list.length} photos, ${Math.round((Date.now() - t0) / list.length)} ms each, largest ${Math.round(largest / 1024)} KB`,
)
await sharp({ create: { width: 1600, height: 801, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % 4) * 400, top: Math.floor(i / 4) * 267 })))
  .png()
  .toFile(out)

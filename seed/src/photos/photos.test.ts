import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { HEIGHT, renderPhoto, slotsForKind, WIDTH } from './index'

describe('generated listing photos', () => {
  it('renders a valid 1200×800 JPEG under 300 KB', async () => {
    const jpeg = await renderPhoto({ kind: 'recreational_vehicle', slot: 'Front View', seed: 7 })
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const meta = await sharp(jpeg).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([WIDTH, HEIGHT])
    expect([WIDTH, HEIGHT]).toEqual([1200, 800])
    expect(jpeg.length).toBeLessThan(300 * 1024)
  })

  it('is deterministic per seed and differs between seeds', async () => {
    const a = await renderPhoto({ kind: 'boat', slot: 'Full View', seed: 1 })
    const again = await renderPhoto({ kind: 'boat', slot: 'Full View', seed: 1 })
    const b = await renderPhoto({ kind: 'boat', slot: 'Full View', seed: 2 })
    expect(again.equals(a)).toBe(true)
    expect(b.equals(a)).toBe(false)
  })

  it('has a scene for every slot of every kind', async () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      for (const slot of slotsForKind(kind)) {
        const jpeg = await renderPhoto({ kind, slot, seed: 3 })
        const meta = await sharp(jpeg).metadata()
        expect(meta.width, `${kind} ${slot}`).toBe(1200)
        expect(jpeg.length, `${kind} ${slot}`).toBeLessThan(300 * 1024)
      }
    }
  }, 60_000)
})

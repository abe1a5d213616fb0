import { expect, test } from 'vitest'
import * as icons from '~/components/ui/icons'
import { iconSpriteSvg } from './icon-sprite'

test('icon-sprite.svg is what icon-sprite.ts writes (run this file with -u after changing icons.ts)', async () => {
  await expect(iconSpriteSvg()).toMatchFileSnapshot('./icon-sprite.svg')
})

test('the sprite holds one drawn symbol for each icon the site exports, under the id its <use> names', () => {
  const svg = iconSpriteSvg()
  const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
  const exported = Object.values(icons).filter((icon) => typeof icon === 'object' && 'iconName' in icon)
  expect(ids.length).toBe(exported.length)
  expect(ids.map(([, id]) => id)).toContain('i-CalendarCheck2')
  for (const [, id, shapes] of ids)
    expect(shapes, id).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<]+\/>)+$/)
})

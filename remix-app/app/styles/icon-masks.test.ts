import { expect, test } from 'vitest'
import { iconMasksCss, iconMasksSvg } from './icon-masks'

test('icon-masks.css and icon-masks.svg are what icon-masks.ts writes (run this file with -u after changing the icons)', async () => {
  await expect(iconMasksCss()).toMatchFileSnapshot('./icon-masks.css')
  await expect(iconMasksSvg()).toMatchFileSnapshot('./icon-masks.svg')
})

test('each CSS icon is a view of one mask sheet of lucide drawings, sized by where it sits', () => {
  const css = iconMasksCss()
  const svg = iconMasksSvg()
  const names = [...css.matchAll(/^ {2}\.i-([a-z0-9-]+) \{$/gm)].map((match) => match[1])
  expect(names).toContain('map-pin')
  for (const name of names) {
    expect(css).toContain(`.i-${name} {\n    --icon: url("./icon-masks.svg#v-${name}");\n  }`)
    expect(svg).toContain(`<view id="v-${name}" `)
  }
  // Views 24 wide on cells 32 apart: no icon's stroke shows in its neighbour's view.
  const views = [
    ...svg.matchAll(
      /<view id="v-([a-z0-9-]+)" viewBox="(\d+) 0 24 24"\/>\s*<g transform="translate\((\d+) 0\)" fill="([^"]+)" stroke="#000" stroke-width="(\d)"/g,
    ),
  ]
  expect(views.map((view) => view[1])).toEqual(names)
  for (const [, , x, translate] of views) expect(x).toBe(translate)
  expect(new Set(views.map((view) => Number(view[2]) % 32))).toEqual(new Set([0]))
  const byName = new Map(views.map((view) => [view[1], view]))
  expect(byName.get('star-fill')![4]).toBe('#000')
  expect(byName.get('map-pin')![4]).toBe('none')
  expect(byName.get('check')![5]).toBe('3')
})

import { expect, test } from 'vitest'
import { iconMasksCss } from './icon-masks'

test('icon-masks.css is what icon-masks.ts writes (run this file with -u after changing the icons)', async () => {
  await expect(iconMasksCss()).toMatchFileSnapshot('./icon-masks.css')
})

test('each CSS icon is a mask of a lucide drawing, sized by where it sits', () => {
  const css = iconMasksCss()
  expect(css).toContain(
    ".i-map-pin {\n    --icon: url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none'",
  )
  expect(css).toMatch(/\.i-star-fill \{\n {4}--icon: url\("data:image\/svg\+xml,[^"]*fill='%23000'/)
  expect(css).toMatch(/\.i-check \{\n {4}--icon: url\("data:image\/svg\+xml,[^"]*stroke-width='3'/)
  // Nothing a data URL must escape is left bare.
  for (const [, url] of css.matchAll(/url\("([^"]*)"\)/g)) expect(url).not.toMatch(/[<>#"]/)
})

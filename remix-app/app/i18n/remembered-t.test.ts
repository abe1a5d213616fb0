import { createInstance } from 'i18next'
import { describe, expect, test, vi } from 'vitest'
import { rememberedT } from './remembered-t'

async function instance() {
  const i18n = createInstance()
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          hello: 'Hello {{name}}',
          night_one: '{{count}} night',
          night_other: '{{count}} nights',
        },
      },
    },
  })
  return i18n
}

describe('rememberedT', () => {
  test('answers as t does, asking t once per distinct question', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.getFixedT('en'))
    const remembered = rememberedT(t as never)
    expect(remembered('hello', { name: 'Ana' })).toBe('Hello Ana')
    expect(remembered('hello', { name: 'Ana' })).toBe('Hello Ana')
    expect(remembered('hello', { name: 'Ben' })).toBe('Hello Ben')
    expect(remembered('night', { count: 1 })).toBe('1 night')
    expect(remembered('night', { count: 3 })).toBe('3 nights')
    expect(remembered('night', { count: 3 })).toBe('3 nights')
    expect(remembered('missing', { defaultValue: 'Fallback' })).toBe('Fallback')
    expect(t).toHaveBeenCalledTimes(5)
  })

  test('a key alone is remembered apart from the same key asked with options or as a list', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.getFixedT('en'))
    const remembered = rememberedT(t as never)
    expect(remembered('hello')).toBe('Hello {{name}}')
    expect(remembered('hello')).toBe('Hello {{name}}')
    expect(remembered('hello', { name: 'Ana' })).toBe('Hello Ana')
    expect(remembered(['missing', 'hello'] as never)).toBe('Hello {{name}}')
    expect(remembered('["hello"]')).toBe('["hello"]')
    expect(remembered(['hello'] as never)).toBe('Hello {{name}}')
    expect(t).toHaveBeenCalledTimes(5)
  })

  test('a call with a value it cannot key on goes to t every time', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.getFixedT('en'))
    const remembered = rememberedT(t as never)
    const options = { name: 'Ana', nested: { deep: true } }
    remembered('hello', options as never)
    remembered('hello', options as never)
    expect(t).toHaveBeenCalledTimes(2)
  })

  test('keeps at most `limit` answers', async () => {
    const i18n = await instance()
    const t = vi.fn(i18n.getFixedT('en'))
    const remembered = rememberedT(t as never, 2)
    remembered('night', { count: 1 })
    remembered('night', { count: 2 })
    remembered('night', { count: 3 }) // starts again: only this one is kept
    remembered('night', { count: 1 })
    expect(t).toHaveBeenCalledTimes(4)
    remembered('night', { count: 3 })
    expect(t).toHaveBeenCalledTimes(4)
  })
})

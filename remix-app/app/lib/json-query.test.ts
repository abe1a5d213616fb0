import { describe, expect, it } from 'vitest'
import { jsonQueryParam } from './json-query'

describe('jsonQueryParam', () => {
  it('reads the JSON of a query parameter', () => {
    const url = new URL(`https://example.com/q?request=${encodeURIComponent('{"a":1,"b":[2]}')}`)
    expect(jsonQueryParam(url, 'request')).toEqual({ a: 1, b: [2] })
  })

  it('is undefined when the parameter is missing or not JSON', () => {
    expect(jsonQueryParam(new URL('https://example.com/q'), 'request')).toBeUndefined()
    expect(jsonQueryParam(new URL('https://example.com/q?request={nope'), 'request')).toBeUndefined()
  })
})

import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from './entry.server'

const args = (signal = new AbortController().signal) => ({
  request: new Request('http://site.test/chat/upload', { signal }),
  params: {},
  context: undefined as never,
})

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs a thrown error and the error inside a 500 answer, with their stacks', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const thrown = new Error('loader broke')
    handleError(thrown, args())
    const wrapped = new Error('render broke')
    handleError(new ErrorResponse(500, 'Internal Server Error', wrapped, true), args())
    expect(logged.mock.calls).toEqual([[thrown], [wrapped]])
  })

  it('keeps out what the visitor got wrong (405, 404) and requests the visitor gave up', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const noLoader = new Error('You made a GET request to "/chat/upload" but did not provide a `loader`')
    handleError(new ErrorResponse(405, 'Method Not Allowed', noLoader, true), args())
    handleError(new ErrorResponse(404, 'Not Found', new Error('No route matches URL "/nowhere"'), true), args())
    const gone = new AbortController()
    gone.abort()
    handleError(new Error('aborted render'), args(gone.signal))
    expect(logged).not.toHaveBeenCalled()
  })
})

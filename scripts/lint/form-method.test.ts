import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkRepository, checkSource } from './form-method'

const lines = (text: string) => checkSource('remix-app/app/example.tsx', text).map((finding) => finding.line)

describe('form method rule', () => {
  it('accepts forms that name their method, or spread props that may', () => {
    expect(
      lines(`
        export const A = () => <form method="post" onSubmit={submit}><input name="password" /></form>
        export const B = () => <Form method="get" action="/search" />
        export const C = () => <fetcher.Form method="post"><button /></fetcher.Form>
        export const D = (props) => <form {...props} />
      `),
    ).toEqual([])
  })

  it('refuses a form without one (a submit before hydration would put its fields in the URL)', () => {
    expect(
      lines(`
        export const A = () => <form onSubmit={submit}><input name="password" /></form>
        export const B = () => (
          <Form
            action="/language"
          />
        )
        export const C = () => <fetcher.Form><button /></fetcher.Form>
      `),
    ).toEqual([2, 4, 8])
  })

  it("finds none in the site's sources", () => {
    expect(checkRepository(path.resolve(import.meta.dirname, '..', '..'))).toEqual([])
  })
})

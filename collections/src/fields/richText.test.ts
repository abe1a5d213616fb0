import { describe, expect, it } from 'vitest'
import { htmlText, sanitizeRichHtml } from './richText'

describe('sanitizeRichHtml', () => {
  it('keeps what the toolbar produces', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote><ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><p><a href="https://example.com" target="_blank" rel="noopener">link</a></p>'
    expect(sanitizeRichHtml(html)).toBe(html.replace('text-align: center', 'text-align:center'))
  })

  it('drops scripts, handlers, foreign styles and unsafe links', () => {
    expect(
      sanitizeRichHtml(
        '<p onclick="x()" style="color:red;text-align:right">Hi<script>alert(1)</script><img src=x onerror=y></p><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>',
      ),
    ).toBe('<p style="text-align:right">Hi</p><a>x</a>')
  })

  it('maps pasted legacy marks to the toolbar tags', () => {
    expect(sanitizeRichHtml('<b>b</b><i>i</i><strike>s</strike><h1>T</h1>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><h2>T</h2>',
    )
  })

  it('turns empty editor output into an empty string', () => {
    expect(sanitizeRichHtml('<p></p>')).toBe('')
    expect(sanitizeRichHtml('<p> &nbsp; </p><p><br></p>')).toBe('')
    expect(sanitizeRichHtml('<script>alert(1)</script>')).toBe('')
  })

  it('measures the visible text, counting an entity as one character', () => {
    expect(htmlText('<p>Fish &amp; chips</p>')).toHaveLength('Fish & chips'.length)
  })
})

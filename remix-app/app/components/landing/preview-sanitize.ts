/**
 * The live preview shows HTML the admin sends before the CMS sanitized it on save, so the browser
 * cleans it first to the toolbar's tags (the same list as collections/src/fields/richText.ts):
 * DOMParser builds an inert document (no scripts run, nothing loads), and only allowed elements
 * and attributes are copied out. Browser only.
 */
const allowedTags = new Set(['P', 'BR', 'STRONG', 'EM', 'U', 'S', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'H2', 'H3', 'A'])
const safeHref = /^(https?:|mailto:|tel:)/i
const alignment = /^text-align:\s*(left|right|center|justify);?$/i

function copyInto(target: Node, source: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''))
      continue
    }
    if (!(child instanceof Element)) continue
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'SVG', 'MATH'].includes(child.tagName.toUpperCase()))
      continue
    if (!allowedTags.has(child.tagName.toUpperCase())) {
      copyInto(target, child, doc)
      continue
    }
    const clean = doc.createElement(child.tagName.toLowerCase())
    const href = child.getAttribute('href')?.trim()
    if (child.tagName === 'A' && href && safeHref.test(href)) clean.setAttribute('href', href)
    const style = child.getAttribute('style')?.trim()
    if (style && alignment.test(style)) clean.setAttribute('style', style)
    copyInto(clean, child, doc)
    target.appendChild(clean)
  }
}

export function sanitizePreviewHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const out = document.implementation.createHTMLDocument('')
  const holder = out.createElement('div')
  copyInto(holder, parsed.body, out)
  return holder.innerHTML
}

import type { FieldHook, TextareaField } from 'payload'
import sanitizeHtml from 'sanitize-html'

/**
 * What the CMS rich-text toolbar (tiptap) can produce — bold, italic, underline, strike,
 * blockquote, lists, headings 2/3, links and text alignment (listings spec §2) — and nothing else,
 * so stored HTML can be rendered on the public site without further escaping.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'a'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    li: ['style'],
    blockquote: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Pasted markup from other editors uses the older tags for the same marks.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
}

/** Plain text of an HTML fragment (for emptiness and length checks). */
export const htmlText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    // Any other entity is one typed character.
    .replace(/&(?:[a-z]+|#\d+);/gi, '_')
    .trim()

/**
 * Sanitizes editor HTML to the toolbar's tags. "Empty rich text becomes an empty string"
 * (spec §2): an editor's `<p></p>` or whitespace-only markup is stored as ''.
 */
export function sanitizeRichHtml(html: string): string {
  const clean = sanitizeHtml(html, options).trim()
  return htmlText(clean) ? clean : ''
}

const sanitizeOnChange: FieldHook = ({ value }) => (typeof value === 'string' ? sanitizeRichHtml(value) : value)

type HtmlFieldOptions = Partial<Omit<TextareaField, 'name' | 'type' | 'maxLength' | 'minLength'>> & {
  /** Limit on the visible text, not the markup: the editor counts what the author typed. */
  maxTextLength?: number
}

/**
 * A rich-text field stored as sanitized HTML (the site and the API speak HTML strings, not a
 * Payload rich-text JSON tree). The CMS may swap in a tiptap component via `admin.components`.
 */
export const htmlField = (name: string, { maxTextLength, ...options }: HtmlFieldOptions = {}): TextareaField => ({
  name,
  type: 'textarea',
  ...options,
  admin: { description: 'HTML from the rich-text editor; other tags are removed on save.', ...options.admin },
  hooks: { ...options.hooks, beforeChange: [sanitizeOnChange, ...(options.hooks?.beforeChange ?? [])] },
  validate: (value, { required }) => {
    const text = typeof value === 'string' ? htmlText(value) : ''
    if (!text) return required ? 'This field is required.' : true
    if (maxTextLength && text.length > maxTextLength) return `At most ${maxTextLength} characters of text.`
    return true
  },
})

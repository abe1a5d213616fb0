// Minimal typings for the parts of sanitize-html the fields use (the package ships none and
// @types/sanitize-html is not installed).
declare module 'sanitize-html' {
  namespace sanitizeHtml {
    type Transformer =
      | string
      | ((tagName: string, attribs: Record<string, string>) => { tagName: string; attribs: Record<string, string> })
    interface IOptions {
      allowedTags?: string[] | false
      allowedAttributes?: Record<string, string[]> | false
      allowedStyles?: Record<string, Record<string, RegExp[]>>
      allowedSchemes?: string[]
      allowedSchemesAppliedToAttributes?: string[]
      allowProtocolRelative?: boolean
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape'
      transformTags?: Record<string, Transformer>
      exclusiveFilter?: (frame: { tag: string; text: string; attribs: Record<string, string> }) => boolean
    }
  }
  function sanitizeHtml(dirty: string, options?: sanitizeHtml.IOptions): string
  export = sanitizeHtml
}

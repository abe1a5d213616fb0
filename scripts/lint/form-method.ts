// Lint rule: every <form> of the site says `method="post"` (or "get" for a search).
//
// The site's forms are submitted by script once the page has hydrated. Submitted before that — a
// slow phone, a script that failed — the browser sends the form itself, and a form without a
// method goes as GET: a password, a message or an address ends up in the URL, the history and the
// server logs. With `method="post"` the early submit reaches the route's action instead.
//
//   tsx scripts/lint/form-method.ts        (part of `npm run lint`)
import ts from 'typescript'
import { checkFiles, type Finding, runLint, sourceFiles } from './source-lint'

const formTags = new Set(['form', 'Form', 'fetcher.Form'])

export function checkSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      formTags.has(node.tagName.getText(source))
    ) {
      const hasMethod = node.attributes.properties.some(
        (attribute) =>
          ts.isJsxSpreadAttribute(attribute) ||
          (ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'method'),
      )
      if (!hasMethod) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        findings.push({ file, line: line + 1, message: `<${node.tagName.getText(source)}> without a method` })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

export function checkRepository(root: string): Finding[] {
  const files = sourceFiles(root, 'remix-app/app').filter((file) => file.endsWith('.tsx'))
  return checkFiles(root, files, checkSource)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLint(checkRepository, (count) => `${count} form(s) without a method: sent before hydration, they would go as GET.`)
}

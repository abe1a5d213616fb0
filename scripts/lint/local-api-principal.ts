// Lint rule: every Payload Local API call names who it acts as.
//
// The Local API skips access control unless a call says otherwise (`overrideAccess` defaults to
// true), so a call that forgets is a silent bypass. Every call's options object must spread one of
// the principals of collections/src/local-api.ts — `...asUser(user)`, `...asVisitor()`,
// `...asSystem()` — directly or through a constant of the same file built with one; and
// `overrideAccess` is written nowhere else, so `asSystem(` finds every bypass.
//
//   tsx scripts/lint/local-api-principal.ts        (part of `npm run lint`)
import ts from 'typescript'
import { checkFiles, type Finding, runLint, sourceFiles } from './source-lint'

const principals = new Set(['asUser', 'asVisitor', 'asSystem', 'asStaff'])
/** Local API operations that take an access decision. */
const operations = new Set([
  'find',
  'findByID',
  'findDistinct',
  'findVersions',
  'findVersionByID',
  'findGlobal',
  'findGlobalVersions',
  'findGlobalVersionByID',
  'count',
  'countVersions',
  'countGlobalVersions',
  'create',
  'update',
  'updateGlobal',
  'delete',
  'duplicate',
  'restoreVersion',
  'restoreGlobalVersion',
])
/** The one module that may spell out `overrideAccess`. */
const principalModule = 'collections/src/local-api.ts'
const roots = ['api/src', 'collections/src', 'seed/src', 'bench/src', 'tests', 'cms/src', 'scripts']

/** A receiver that is a Payload instance by name: `payload`, `req.payload`, `ctx.payload`, `payloadOf()`. */
function isPayloadReceiver(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return /^payload$/i.test(node.text)
  if (ts.isPropertyAccessExpression(node)) return /^payload$/i.test(node.name.text)
  if (ts.isCallExpression(node)) return isPayloadReceiver(node.expression) || /payload/i.test(node.expression.getText())
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isNonNullExpression(node))
    return isPayloadReceiver(node.expression)
  return false
}

const callsPrincipal = (node: ts.Node): boolean => {
  let found = false
  const visit = (child: ts.Node) => {
    if (found) return
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && principals.has(child.expression.text)) {
      found = true
      return
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}

/** Findings of one source file (exported for the rule's own test). */
export function checkSource(file: string, text: string): Finding[] {
  // A .ts file read as TSX misparses generic arrows (`<T>(…) =>`) and the rest of the file would
  // escape the rule; so each file is parsed as what it is, and a file that does not parse fails.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const findings: Finding[] = []
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const parseErrors = (source as ts.SourceFile & { parseDiagnostics?: ts.DiagnosticWithLocation[] }).parseDiagnostics
  for (const diagnostic of parseErrors ?? []) {
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(diagnostic.start).line + 1,
      message: `does not parse (${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}): the rule cannot check it`,
    })
  }
  // Names of this file that stand for a principal: constants built with one (`const asOwner =
  // { req, ...asUser(user) }`, `const as = (user) => user ? asUser(user) : asSystem()`) and
  // parameters typed `LocalApiPrincipal`.
  const principalConstants = new Set<string>()
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (callsPrincipal(node.initializer)) principalConstants.add(node.name.text)
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type?.getText(source) === 'LocalApiPrincipal') {
      principalConstants.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(source)

  const namesPrincipal = (options: ts.ObjectLiteralExpression) =>
    options.properties.some((property) => {
      if (!ts.isSpreadAssignment(property)) return false
      const spread = property.expression
      if (ts.isIdentifier(spread)) return principalConstants.has(spread.text)
      if (ts.isCallExpression(spread) && ts.isIdentifier(spread.expression))
        return principals.has(spread.expression.text) || principalConstants.has(spread.expression.text)
      return callsPrincipal(spread)
    })

  const visit = (node: ts.Node) => {
    if (
      file !== principalModule &&
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(source) === 'overrideAccess'
    ) {
      findings.push({
        file,
        line: lineOf(node),
        message: 'write `...asSystem()` / `...asUser(user)` / `...asVisitor()` instead of overrideAccess',
      })
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      operations.has(node.expression.name.text) &&
      isPayloadReceiver(node.expression.expression)
    ) {
      const [options] = node.arguments
      if (options && ts.isObjectLiteralExpression(options) && !namesPrincipal(options)) {
        findings.push({
          file,
          line: lineOf(node),
          message: `payload.${node.expression.name.text}() does not say who it acts as: spread asUser(user), asVisitor() or asSystem()`,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

export function checkRepository(root: string): Finding[] {
  const files = roots
    .flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => file !== 'collections/src/payload-types.ts')
  return checkFiles(root, files, checkSource)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLint(checkRepository, (count) => `${count} Local API call(s) without a principal (collections/src/local-api.ts).`)
}

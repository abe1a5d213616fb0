// `npm run docs:access`: writes docs/access-matrix.md from the access matrix the tests check.
import fs from 'node:fs'
import path from 'node:path'
import { renderAccessMatrix } from './matrix'

const file = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'access-matrix.md')
fs.writeFileSync(file, renderAccessMatrix())
console.log(`wrote ${path.relative(process.cwd(), file)}`)

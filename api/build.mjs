// `npm run build -w @driftway/api`: bundles the API with the workspace sources it imports
// (domain, collections: TypeScript that Node cannot run) into one ES module, api/dist/main.js, so
// production starts with `node` and transpiles nothing. npm packages stay external: Node loads
// them from node_modules as installed (Payload and its database adapters load parts of themselves
// dynamically, and sharp and others carry native code and data files beside their JavaScript).
import { build } from 'esbuild'

const workspaceSource = /^@driftway\//

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // One file: the sources find the repository root from their own location (collections/src/paths.ts).
  splitting: false,
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        // Bare specifiers (npm packages, node: builtins) are left to Node, except the workspaces.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          workspaceSource.test(args.path) ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})

// ESLint: typescript-eslint's recommended rules, the layers and no import cycles (import-x), over the whole tree.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = `${import.meta.dirname}/`;

/**
 * The layers (docs/design.md, Layout): the domain is pure; the adapters know no feature; a
 * feature never reaches up into the HTTP edge, which translates to the features and back. The
 * SDK stands alone; the web client may bundle the domain, never the rest of the server.
 */
const layers = [
  {
    target: './domain',
    from: ['./functions', './infra', './client', './bench', './scripts', './test'],
    message: 'The domain is pure TypeScript: no I/O, no AWS, nothing of the platform around it.',
  },
  {
    target: './client/src',
    from: ['./domain', './functions', './infra', './client/play'],
    message: "The SDK is published alone: it knows the server by the contract (its generated types), not by the server's code.",
  },
  {
    target: './client/play',
    from: ['./functions', './infra'],
    message: "The web client talks to the server over HTTP; of the server's code it bundles only the pure domain (the replay's fold).",
  },
  {
    target: './functions/adapters',
    from: './functions',
    except: ['./adapters', './observability'],
    message: 'An adapter serves every feature and knows none: pass what it needs as a parameter.',
  },
  {
    target: `${root}functions/!(http)/**`,
    from: './functions/http',
    message: 'A feature does not depend on the HTTP edge; the edge calls the feature (shared shapes live in functions/contract).',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'coverage/', '.data/', 'client/dist/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their .ts files; import-x follows them with the TypeScript parser.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // Type-only imports count too: a cycle of types is still two modules that cannot be understood apart.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      // A leading underscore marks what is deliberately unused (a destructured-away field, an interface's parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `{ z }` is zod's namespace object as a value: esbuild then keeps all of zod, its 40-odd
      // locales included (its weight in each Lambda bundle, both ways: docs/snapshots.md).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as `import * as z from 'zod'`, which esbuild can tree-shake.",
        },
      ],
    },
  },
  {
    // The domain runs in browsers too (the web client's replay folds with it): nothing of Node's.
    files: ['domain/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // Tests, benches and the operator's smoke test read the API's JSON answers, untyped on purpose: they check what came, not what the types promise.
    files: ['test/**', 'bench/**', 'scripts/smoke/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A CommonJS preload (node --require) for the tests: Node's own globals, require() included.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', process: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

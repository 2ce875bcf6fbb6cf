import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The import direction of docs (DESIGN): contract <- server; contract <- mocks <- stories;
// contract, machines <- src <- stories. Each zone: files in `target` may not import from `from`.
const layer = (target, from, why) => ({ target, from, message: why });
const zones = ({ mocksInSrc }) => [
  layer('./contract', ['./src', './machines', './server', './mocks', './stories', './e2e'], 'contract imports nothing of ours.'),
  layer('./machines', ['./src', './server', './mocks', './stories'], 'machines are pure: only contract.'),
  layer('./server', ['./src', './machines', './stories', ...(mocksInSrc ? [] : ['./mocks'])], 'server imports only contract.'),
  layer('./mocks', ['./src', './machines', './server', './stories'], 'mocks import only contract.'),
  layer('./src', ['./server', './stories', ...(mocksInSrc ? [] : ['./mocks'])], 'src imports contract and machines, not server, mocks or stories.'),
];
// Tests check the client and the server against the mock handlers, and `npm run dev:mock` starts the MSW
// worker from main.tsx (dev only, never in the production bundle).
const MOCK_USERS = ['**/*.test.ts', '**/*.test.tsx', 'src/api/test-server.ts', 'src/main.tsx'];

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'mocks/public/**', 'server/db/migrations/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts/.tsx dependencies with the TypeScript parser, so no-cycle can follow them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ tsconfig: { configFile: './tsconfig.json' }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // Type-only imports are erased and never count as a cycle (the rule skips them by design).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: zones({ mocksInSrc: false }) }],
    },
  },
  { files: MOCK_USERS, rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ mocksInSrc: true }) }] } },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['ofetch', 'valtio', 'valtio/utils', 'valtio/vanilla', 'react-intl'].map((name) => ({ name, message: 'machines/ stay pure: no fetching, stores or messages (DESIGN).' })),
      }],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A visitor page's lazy parts stay waiting while the server draws it (src/lib/lazy.ts); the routes' screens
    // (preloaded before a render) and the admin area (never drawn by the server) use React's own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/lazy.ts', 'src/app/routes.tsx', 'src/app/admin-screens.tsx', 'src/screens/admin/**', 'src/screens/console/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazy from @/lib/lazy: the server leaves the part waiting (src/ssr/entry-server.tsx).' }],
      }],
    },
  },
);

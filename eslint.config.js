import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * Globals one side has and the other lacks. TypeScript files do not run `no-undef` (the compiler sees every global in
 * its libraries), so a folder is held to its side by naming the other side's globals.
 */
const missingFrom = (side, other) => Object.keys(side).filter((name) => !(name in other));
const NODE_ONLY = missingFrom(globals.node, globals.browser);
const BROWSER_ONLY = missingFrom(globals.browser, globals.node);
const forbid = (names, why) => ["error", ...names.map((name) => ({ name, message: `${name} is not available here: ${why}.` }))];

export default tseslint.config(
  { ignores: ["dist/", ".astro/", ".netlify/", ".data/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"] },
  { ignores: ["coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Code that may run on either side (src/lib, src/config, src/i18n, pages and components) sees only the globals
    // both a browser and Node have; the folders below that run on one side only get that side's.
    languageOptions: { globals: globals["shared-node-browser"] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/lib/**", "src/config/**", "src/i18n/**"],
    rules: { "no-restricted-globals": forbid([...NODE_ONLY, ...BROWSER_ONLY], "shared code runs both in the browser and in Node") },
  },
  {
    // The browser: islands, page scripts and hydration directives. A server-only read (process.env) fails here.
    files: ["src/islands/**", "src/scripts/**", "src/directives/**", "public/**/*.js"],
    languageOptions: { globals: globals.browser },
    rules: { "no-restricted-globals": forbid(NODE_ONLY, "this code runs in the browser") },
  },
  {
    // Node: functions, server code, build integrations, scripts, tests and tool configuration.
    files: [
      "src/server/**",
      "src/integrations/**",
      "src/content-rules/**",
      "src/cms/**",
      "functions/**",
      "scripts/**",
      "bench/**",
      "tests/**",
      "*.config.{js,mjs,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["src/server/**", "functions/**"],
    rules: { "no-restricted-globals": forbid(BROWSER_ONLY, "this code runs in Node") },
  },
  {
    // Browser tests hand callbacks to the page, which run there.
    files: ["tests/e2e/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["src/islands/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // No module imports itself through others, type and lazy imports included: a circle makes the load order decide
    // what a module sees, and keeps parts that belong apart from being split or bundled on their own.
    files: ["**/*.{ts,tsx,mjs,js,astro}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js", ".astro"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"], "astro-eslint-parser": [".astro"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".astro", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Islands run in the browser: server code must never be bundled into them.
    files: ["src/islands/**", "src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "drizzle-orm*", "pg", "@electric-sql/*", "@neondatabase/*"],
              message: "Server code must not reach the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // An API address is written once, in src/lib/routes.ts; everything else calls `routes.api.*()`.
    files: ["src/**"],
    ignores: ["src/lib/routes.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\x2Fapi\\x2F/], TemplateLiteral > TemplateElement:first-child[value.raw=/^\\x2Fapi\\x2F/]",
          message: "Use routes.api.*() from src/lib/routes.ts for an API address.",
        },
      ],
    },
  },
);

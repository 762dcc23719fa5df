/**
 * ESLint flat config (ESLint 9: eslint-plugin-react 7.37 declares no ESLint 10 peer yet, see
 * docs/decisions/020-lint-and-import-boundaries.md). `npm run lint` runs this, `prettier --check .`
 * and dependency-cruiser (.dependency-cruiser.cjs), which owns the import directions and cycles, so
 * the costly import-x/no-cycle is not used here.
 *
 * A rule is switched off only with the reason next to it.
 */
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      ".tools/**",
      "data/**",
      "outbox/**",
      "tests/.tmp/**",
      "test-results/**",
      "playwright-report/**",
      "db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.cjs", "scripts/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    rules: {
      // Unused names are dead code; a leading underscore marks one kept on purpose (a positional arg).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Remix loaders and actions are async by contract even when they await nothing.
      "@typescript-eslint/require-await": "off",
      // Remix's `throw redirect(...)` and `throw data(...)` throw Responses on purpose.
      "@typescript-eslint/only-throw-error": "off",
      // Form handlers (onSubmit={...}) and React Router's navigate() return promises the DOM ignores.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // The project's services are closures returned by factories (createFts5Writer, ...), not
      // classes: no method uses `this`, so passing one around unbound is safe.
      "@typescript-eslint/unbound-method": "off",
      // Control characters are matched on purpose: NUL and C0 stripping, XML 1.0's forbidden
      // characters, the open-redirect check.
      "no-control-regex": "off",
      "import-x/first": "error",
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      "import-x/no-mutable-exports": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/newline-after-import": "error",
      // Module resolution (aliases, exports maps) is TypeScript's job: tsc fails on an unresolved import.
      "import-x/no-unresolved": "off",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../*"],
              message:
                "Use an import alias (#app/, #db/, #search/, #shared/, #config/, #server/, #tests/, #scripts/) instead of ../../",
            },
          ],
        },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // TypeScript checks props; prop-types would say it twice.
      "react/prop-types": "off",
    },
  },
  {
    // Files no tsconfig covers are linted without type information.
    files: ["**/*.js", "**/*.cjs", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    // Command-line tools, tests and the child processes tests start print their figures and
    // progress on purpose.
    files: ["bench/**", "scripts/**", "db/seed/**", "tests/**", "**/*.test.ts", "**/testing/**"],
    rules: { "no-console": "off" },
  },
  {
    // Remix's Express handler returns a promise Express 4 ignores; it catches its own errors and
    // calls next(error), so handing it to app.all() loses nothing.
    files: ["server/**"],
    rules: {
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, returns: false } }],
    },
  },
  {
    // Playwright reads the fixtures a test wants from its first parameter's pattern: `{}` asks for none.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // Tests read parsed JSON answers and build partial fakes: a wrong shape fails the assertion
    // that reads it, so `any` there hides no bug from the user.
    files: ["**/*.test.ts", "tests/**", "**/testing/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);

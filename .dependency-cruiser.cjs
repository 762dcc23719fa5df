/**
 * The import directions of DESIGN.md ("Which way the arrows go"), checked on every `npm run lint`.
 * docs/architecture.md explains the layers in prose; this file is the rule the build enforces.
 *
 * The layers, by path (tests and test support are outside every layer):
 *   config/   settings: reads the environment, imports nothing from the project
 *   shared/   the vocabulary every layer speaks (statuses, dates, caches): imports nothing from the project
 *   db/       schema, client, migrations; db/seed is a composition root (see below)
 *   search/   the search engines and the query language
 *   app/      the Remix application:
 *     web edge   the modules that translate between HTTP and the domain, and may use Remix:
 *                app/http/*.server.ts, the session/cookie/guard/login modules of app/access/, app/shell/'s cookie and
 *                error-page helpers (WEB_EDGE below)
 *     UI         app/root.tsx, app/entry.*, app/routes.ts (the route table), app/routes/, app/components/,
 *                every .tsx (the field widgets)
 *     domain     every other app/ module (.ts): the rules, the status machine, the *.server.ts
 *                services. No React, no Remix, so it is unit-testable and shared by pages and API.
 */
const TESTS = "(\\.test\\.tsx?$|^tests/|/testing/|^app/fields/testing-)";
const WEB_EDGE = [
  "^app/http/.+\\.server\\.ts$",
  "^app/http/page-cache\\.ts$",
  // The JSON API's framework and calls translate between HTTP and the domain, like app/http.
  "^app/api/.+\\.server\\.ts$",
  "^app/access/(auth|cookies|flash|guards|login-throttle|account-throttle|api-auth|verified-credentials|sessions)\\.server\\.ts$",
  "^app/access/second-factor/pending-login\\.server\\.ts$",
  // The audit search's query string, read by its page and its CSV export (zod with the input helpers).
  "^app/audit/audit-query\\.server\\.ts$",
  "^app/shell/(preferences\\.server|error-text|shell\\.server)\\.ts$",
].join("|");
// app/shell/nonce.ts is a React context (the CSP nonce from entry.server to root), not domain code.
const UI = "^app/(root\\.tsx|entry\\.|routes\\.ts$|routes/|components/|shell/nonce\\.ts$)|^app/.*\\.tsx$";
const DOMAIN = "^app/.+\\.ts$";
const FRAMEWORK = "(^|/)node_modules/(react|react-dom|@remix-run/[^/]+|remix-auth|remix-auth-form|@conform-to/[^/]+)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A cycle (type-only ones included) means two modules are one concept or a third is missing. " +
        "Move the shared part into its own module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "config-imports-nothing-from-the-project",
      severity: "error",
      comment: "config/ is read by every layer; it may import only libraries (and config/ itself).",
      from: { path: "^config/", pathNot: TESTS },
      to: { path: "^(app|db|search|shared|server|tests)/" },
    },
    {
      name: "shared-imports-nothing-from-the-project",
      severity: "error",
      comment: "shared/ is imported by app/, search/ and db/; it may import only libraries and shared/.",
      from: { path: "^shared/", pathNot: TESTS },
      to: { path: "^(app|db|search|config|server|tests)/" },
    },
    {
      name: "shared-imports-no-node-builtins",
      severity: "error",
      comment: "shared/ runs in the browser too: no Node built-ins.",
      from: { path: "^shared/", pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "shared-imports-no-framework",
      severity: "error",
      comment: "shared/ runs in the browser, the server, the seed and search: no React, no Remix.",
      from: { path: "^shared/", pathNot: TESTS },
      to: { path: FRAMEWORK },
    },
    {
      name: "db-and-search-import-nothing-from-app",
      severity: "error",
      comment: "db/ and search/ sit below the application (DESIGN.md): app/ calls them, never the reverse.",
      from: { path: "^(db|search)/", pathNot: `${TESTS}|^db/seed/` },
      to: { path: "^app/" },
    },
    {
      name: "seed-imports-only-pure-domain-modules",
      severity: "error",
      comment:
        "db/seed is a composition root (docs/decisions/008): it may use db/, shared/ and the domain's " +
        "pure modules, never a *.server.ts module, the web edge or the UI.",
      from: { path: "^db/seed/", pathNot: TESTS },
      to: { path: `^app/.+\\.server\\.ts$|${WEB_EDGE}|${UI}` },
    },
    {
      name: "seed-reaches-no-server-module",
      severity: "error",
      comment: "The pure modules the seed uses must stay pure all the way down.",
      from: { path: "^db/seed/", pathNot: TESTS },
      to: { path: "^app/.+\\.server\\.ts$", reachable: true },
    },
    {
      name: "domain-imports-no-framework",
      severity: "error",
      comment: "The domain imports no React and no Remix (DESIGN.md): pages and the JSON API share it.",
      from: { path: DOMAIN, pathNot: `${TESTS}|${WEB_EDGE}|${UI}` },
      to: { path: FRAMEWORK },
    },
    {
      name: "domain-imports-no-web-edge-or-ui",
      severity: "error",
      comment:
        "Routes call the domain, not the other way round: a domain module imports no route, no component " +
        "(not even a type: declare the shape in the domain and let the component use it) and no web-edge module.",
      from: { path: DOMAIN, pathNot: `${TESTS}|${WEB_EDGE}|${UI}` },
      to: { path: `${WEB_EDGE}|${UI}` },
    },
    {
      name: "components-import-no-server-module-and-no-db",
      severity: "error",
      comment: "Components and field widgets are rendered in the browser too: no *.server module, no db/.",
      from: { path: "^app/(components/|fields/.*\\.tsx$)", pathNot: TESTS },
      to: { path: "\\.server\\.tsx?$|^db/" },
    },
    {
      name: "routes-are-imported-by-nobody",
      severity: "error",
      comment: "A route module is an entry point; what two routes share belongs in a component or the domain.",
      from: { pathNot: TESTS },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-orphans",
      severity: "warn",
      comment: "A module nobody imports is dead code (entry points and tests excepted).",
      from: {
        orphan: true,
        pathNot: [
          "\\.d\\.ts$",
          "(^|/)\\.[^/]+\\.(c|m)?js$",
          "\\.config\\.(c|m)?(js|ts)$",
          "^app/(root\\.tsx|page-boundary\\.tsx|entry\\.|routes/|routes\\.ts$)",
          TESTS,
          "^(bench|scripts)/",
          "^server/index\\.ts$",
          "^db/seed/cli\\.ts$",
          "^db/seed/decisions/generator-worker\\.ts$",
          "^aliases\\.ts$",
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public|tests/\\.tmp|db/migrations)/" },
    tsPreCompilationDeps: true,
    // node_modules is a symlink in git worktrees; keep the path it is reached by.
    preserveSymlinks: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

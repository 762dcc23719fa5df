/**
 * Remix's server render after our patches of @remix-run/react and react-router-dom (patches/,
 * decision 119): the route objects and the data-route tree of a build are made once and reused by
 * every request, instead of being rebuilt per request (which also defeated the ranked-branch cache
 * of decision 110). A new build (another manifest), or a changed route module, gets its own.
 */
import { createRequire } from "node:module";
import React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RemixServer as RemixServerType } from "@remix-run/react";
import type { createStaticHandler as CreateStaticHandler, StaticHandlerContext } from "@remix-run/router";
import type { Outlet as OutletType, UNSAFE_DataRouterContext as DataRouterContext } from "react-router";

// The server loads the CommonJS builds, the ones the patches change; the test loads the same.
const require = createRequire(import.meta.url);
const { RemixServer } = require("@remix-run/react") as { RemixServer: typeof RemixServerType };
const { Outlet, UNSAFE_DataRouterContext } = require("react-router") as {
  Outlet: typeof OutletType;
  UNSAFE_DataRouterContext: typeof DataRouterContext;
};
const { createStaticHandler } = require("@remix-run/router") as { createStaticHandler: typeof CreateStaticHandler };

type Routes = unknown;
const seen: Routes[] = [];

function Root() {
  return React.createElement("main", null, React.createElement(Outlet));
}

function Home() {
  seen.push(React.useContext(UNSAFE_DataRouterContext)?.router.routes);
  return React.createElement("h1", null, "Αρχική");
}

const routeFlags = { hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false };

function build() {
  return {
    future: {},
    manifest: {
      entry: { module: "/entry.client.js", imports: [] },
      url: "/manifest.js",
      version: "1",
      routes: {
        root: { id: "root", path: "", module: "/root.js", hasErrorBoundary: false, ...routeFlags },
        "routes/_index": {
          id: "routes/_index",
          parentId: "root",
          index: true,
          module: "/index.js",
          hasErrorBoundary: false,
          ...routeFlags,
        },
      },
    },
    modules: { root: { default: Root }, "routes/_index": { default: Home } },
  };
}

const handler = createStaticHandler([{ id: "root", path: "", children: [{ id: "routes/_index", index: true }] }]);

/** One request's render, as @remix-run/server-runtime prepares it: a new module map each time. */
async function render(app: ReturnType<typeof build>): Promise<string> {
  const staticHandlerContext = (await handler.query(new Request("http://localhost/"))) as StaticHandlerContext;
  const context = {
    manifest: app.manifest,
    routeModules: { ...app.modules },
    staticHandlerContext,
    serverHandoffString: "{}",
    future: app.future,
    isSpaMode: false,
  };
  const element = React.createElement(RemixServer, { context: context as never, url: "http://localhost/" });
  return renderToString(element);
}

describe("Remix's server routes (patched @remix-run/react and react-router-dom)", () => {
  it("are built once per build and reused by every request", async () => {
    const app = build();
    seen.length = 0;
    expect(await render(app)).toContain("<h1>Αρχική</h1>");
    expect(await render(app)).toContain("<h1>Αρχική</h1>");
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeDefined();
    expect(seen[1]).toBe(seen[0]);
  });

  it("are built anew for another build, or when a route module changes", async () => {
    const app = build();
    seen.length = 0;
    await render(app);
    await render(build());
    expect(seen[1]).not.toBe(seen[0]);

    const edited = { ...app, modules: { ...app.modules, "routes/_index": { default: Home } } };
    await render(edited);
    expect(seen[2]).not.toBe(seen[0]);
    await render(edited);
    expect(seen[3]).toBe(seen[2]);
  });
});

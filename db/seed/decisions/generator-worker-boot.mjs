// Worker threads do not inherit tsx's loader from the main thread, so the seed's worker starts
// here: register tsx for this thread, then load the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./generator-worker.ts");

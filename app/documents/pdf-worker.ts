/**
 * The worker thread's entry (docs/decisions/148): scripts/build-server.mjs bundles it to
 * build/server/pdf-worker.js, beside the server, and ./pdf-pool.server.ts starts it with piscina,
 * which calls the export named in each task.
 */
export { extractTextTask as text, pdfProblemTask as check, stampAndSignTask as stamp } from "./pdf-work";

/**
 * Environment variables set for one test file (or one test): the app under test reads its
 * configuration from the environment, as the server does. Returns the function that puts back
 * what was there before, so one file's settings never leak into the next file of the worker.
 */
export function setProcessEnv(values: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

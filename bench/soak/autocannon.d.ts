/** The part of autocannon 9 (which ships no types) that the soak benchmark uses. */
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      /** Called before each request: returns the request to send (here: a fresh random path). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      /** Called with each response's status and body (read as text). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: unknown) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      mean: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      total: number;
      totalCount: number;
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
    interface Instance {
      stop(): void;
      on(event: "done", listener: (result: Result) => void): Instance;
      /** Each response, with the connection (client) it came on. */
      on(event: "response", listener: (client: object, status: number, bytes: number, ms: number) => void): Instance;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback?: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}

// The part of autocannon's API the benchmarks use (the package ships no types, and @types/autocannon is not
// installed): one run with a fixed number of connections for a duration, its latency/request summary and
// each response as it comes.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Seconds before a request counts as an error (default 10). */
    timeout?: number;
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
  }
  /** The run: awaitable for its summary, and an emitter of each response (latency in ms). */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}

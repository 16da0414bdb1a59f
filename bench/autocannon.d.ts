// The part of autocannon's API the benchmarks use (the package ships no types, and @types/autocannon is not
// installed): one run with a fixed number of connections for a duration, and its latency/request summary.
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
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

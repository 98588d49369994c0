// The part of autocannon 8's programmatic API the benchmarks use (it ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  /** What a run returns with `skipAggregateResult`, for aggregateResult. */
  export interface RawResult {
    totalCompletedRequests: number
    duration: number
    errors: number
    non2xx: number
  }

  export interface Options {
    /** Several: the connections are dealt out among them in turn (connection i to url i mod n). */
    url: string | string[]
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
    skipAggregateResult?: boolean
  }

  function autocannon(options: Options): Promise<Result> & { stop: () => void }
  namespace autocannon {
    function aggregateResult(results: RawResult[], options: { connections?: number; url?: string }): Result
  }
  export default autocannon
}

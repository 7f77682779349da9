/** The part of autocannon 8's API that scripts/bench-load.ts uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface AutocannonRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): Instance;
  export default autocannon;
}

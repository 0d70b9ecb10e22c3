import autocannon, { type Request as LoadRequest } from 'autocannon';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  cookie?: string;
  body?: unknown;
  /** A body sent as it is (a multipart upload), with its content type. */
  raw?: { body: Buffer; contentType: string };
  /** Sent as Origin (uploads are same-origin only). */
  origin?: string;
  connections: number;
  seconds: number;
  /** Requests per second across all connections; unset: as fast as the server answers. */
  rate?: number;
  /** A JSON body made afresh for each request, instead of one `body` for all. */
  bodyOf?: () => unknown;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One bounded autocannon run over loopback; errors count failures, timeouts and non-2xx answers. */
export async function load(spec: LoadSpec): Promise<LoadFigures> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.cookie) headers.cookie = spec.cookie;
  if (spec.body !== undefined || spec.bodyOf) headers['content-type'] = 'application/json';
  if (spec.raw) headers['content-type'] = spec.raw.contentType;
  if (spec.origin) headers.origin = spec.origin;
  const r = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers,
    body: spec.raw ? spec.raw.body : spec.body === undefined ? undefined : JSON.stringify(spec.body),
    connections: spec.connections,
    duration: spec.seconds,
    timeout: 10,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    ...(spec.bodyOf
      ? { requests: [{ setupRequest: (req: LoadRequest) => ({ ...req, body: JSON.stringify(spec.bodyOf!()) }) }] }
      : {}),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Medians of several rounds, per figure. */
export function medianOf(runs: LoadFigures[]): LoadFigures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

export interface LocalLoadBalancerOptions {
  /** 0: any free port. */
  port: number;
  /** The instances, `host:port` each. */
  targets: string[];
  /** How often each instance's readiness is asked (default 1 s). */
  checkEveryMs?: number;
}

export interface LocalLoadBalancer {
  port: number;
  /** The instances that answered ready at the last check, in `targets` order. */
  ready(): string[];
  close(): Promise<void>;
}

/** A connection refused, or cut before any answer: a GET or HEAD is safe to send elsewhere. */
const notReached = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);
const repeatable = new Set(['GET', 'HEAD']);

/**
 * What a load balancer does for Forecourt, on one machine (docs/operations.md): each request
 * goes to the next instance, round robin, among those whose `/api/ready` answered 200 at the
 * last check, with `X-Forwarded-For`, `-Host`, `-Proto` and `-Port` appended, so the instances
 * run with `TRUSTED_PROXY_HOPS=1`. A GET or HEAD refused by an instance that is stopping goes to
 * the next (any instance, once the ready ones are spent), so a rolling restart loses no page
 * view. It stands in for a real one (an ALB, nginx,
 * HAProxy) to show and test what the instances need of it: no TLS, no limits, no sticky sessions
 * (Forecourt needs none).
 */
export async function startLocalLoadBalancer({
  port,
  targets,
  checkEveryMs = 1000,
}: LocalLoadBalancerOptions): Promise<LocalLoadBalancer> {
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 60_000 });
  let ready: string[] = [];
  let next = 0;

  async function check(): Promise<void> {
    const answers = await Promise.all(
      targets.map(async (target) => {
        try {
          const response = await fetch(`http://${target}/api/ready`, {
            signal: AbortSignal.timeout(Math.max(checkEveryMs, 1000)),
          });
          await response.body?.cancel();
          return response.status === 200;
        } catch {
          return false;
        }
      }),
    );
    ready = targets.filter((_, index) => answers[index]);
  }

  function forward(request: IncomingMessage, response: ServerResponse, tried: Set<string>) {
    // The ready instances first; once they are spent, any other, which may have become ready
    // since the last check (a restarted one, while the other stops).
    const untried = (list: string[]) => list.filter((target) => !tried.has(target));
    const candidates = untried(ready).length > 0 ? untried(ready) : untried(targets);
    const target = candidates[next++ % Math.max(candidates.length, 1)];
    if (target === undefined) {
      response
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('No instance is ready.\n');
      return;
    }
    tried.add(target);
    proxy.web(request, response, { target: `http://${target}` }, (error) => {
      const code = Reflect.get(error, 'code');
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (
        typeof code === 'string' &&
        notReached.has(code) &&
        repeatable.has(request.method ?? '')
      ) {
        ready = ready.filter((candidate) => candidate !== target);
        forward(request, response, tried);
        return;
      }
      response
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The instance did not answer.\n');
    });
  }

  await check();
  const checker = setInterval(() => void check(), checkEveryMs);
  const server = createServer((request, response) => forward(request, response, new Set()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    ready: () => [...ready],
    close() {
      clearInterval(checker);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

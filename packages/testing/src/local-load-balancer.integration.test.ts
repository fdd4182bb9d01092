import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalLoadBalancer, startLocalLoadBalancer } from './local-load-balancer.ts';
import { sendToSite } from './send-to-site.ts';

/** An instance that says its name and what the balancer told it, ready or not. */
async function startInstance(
  name: string,
  ready = true,
  port = 0,
): Promise<{ server: Server; target: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/api/ready') {
      response.writeHead(ready ? 200 : 503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name,
        host: request.headers.host,
        forwardedFor: request.headers['x-forwarded-for'],
        forwardedProto: request.headers['x-forwarded-proto'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, target: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0)) await thing.close();
});

async function balance(targets: string[]): Promise<LocalLoadBalancer> {
  const balancer = await startLocalLoadBalancer({ port: 0, targets, checkEveryMs: 60_000 });
  open.push(balancer);
  return balancer;
}

const visit = async (balancer: LocalLoadBalancer) => {
  const answer = await sendToSite(balancer.port, 'dealer.localhost:8080', { path: '/' });
  return { status: answer.status, body: answer.status === 200 ? JSON.parse(answer.text) : null };
};

describe('the local load balancer', () => {
  it('shares requests among ready instances, keeping Host and appending the client', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    const starting = await startInstance('starting', false);
    open.push(a.server, b.server, starting.server);
    const balancer = await balance([a.target, b.target, starting.target]);
    expect(balancer.ready()).toEqual([a.target, b.target]);

    const answers = [await visit(balancer), await visit(balancer), await visit(balancer)];
    expect(answers.map((answer) => answer.body?.name).sort()).toEqual(['a', 'a', 'b']);
    expect(answers[0]?.body).toMatchObject({
      host: 'dealer.localhost:8080',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
    });
  });

  it('sends a GET refused by a stopped instance to the next one, and says when none is ready', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    open.push(b.server);
    const balancer = await balance([a.target, b.target]);
    // Stopped between two readiness checks: the balancer still counts it ready.
    await new Promise((resolve) => a.server.close(resolve));
    for (let visits = 0; visits < 4; visits++) {
      expect(await visit(balancer)).toMatchObject({ status: 200, body: { name: 'b' } });
    }
    expect(balancer.ready()).toEqual([b.target]);

    // An instance restarted since the last check, while the ready one stops: tried all the same.
    const late = Number(a.target.split(':')[1]);
    const c = await startInstance('c');
    const restarted = await balance([a.target, c.target]);
    expect(restarted.ready()).toEqual([c.target]);
    const again = await startInstance('a again', true, late);
    open.push(again.server);
    await new Promise((resolve) => c.server.close(resolve));
    expect(await visit(restarted)).toMatchObject({ status: 200, body: { name: 'a again' } });
    await new Promise((resolve) => again.server.close(resolve));

    const none = await balance([a.target]);
    const answer = await sendToSite(none.port, 'dealer.localhost', { path: '/' });
    expect(answer).toMatchObject({ status: 503, text: 'No instance is ready.\n' });
  });
});

// `npm run local:proxy`: the load balancer of docs/operations.md, for one machine.
import { exitWith, readArguments } from '@forecourt/db/cli/command-line';
import { startLocalLoadBalancer } from '../local-load-balancer.ts';
import { readPort } from './read-port.ts';

const usage = `Usage: npm run local:proxy -- --port <port> --to <host:port>[,<host:port>…]
Sends each request to the next instance whose /api/ready answers 200, appending
X-Forwarded-For, -Host and -Proto (run the instances with TRUSTED_PROXY_HOPS=1). It stands in
for a real load balancer on one machine: see docs/operations.md.
Exit code 0 stopped (Ctrl+C or SIGTERM), 1 cannot listen, 2 bad arguments.`;

const { values } = readArguments(usage, {
  port: { type: 'string' },
  to: { type: 'string' },
});
const port = readPort(values.port, usage);
const targets = (values.to ?? '').split(',').filter((target) => target !== '');
if (targets.length === 0) exitWith(`--to names no instance\n${usage}`, 2);
for (const target of targets) {
  if (!/^[\w.-]+:\d{1,5}$/.test(target))
    exitWith(`--to: '${target}' is not host:port\n${usage}`, 2);
}

const balancer = await startLocalLoadBalancer({ port, targets }).catch((error: Error) =>
  exitWith(`Cannot listen on port ${port}: ${error.message}`, 1),
);
console.log(`Load balancer on http://127.0.0.1:${balancer.port} → ${targets.join(', ')}`);

let said = '';
setInterval(() => {
  const ready = balancer.ready().join(', ') || 'none';
  if (ready !== said) console.log(`Ready: ${ready}`);
  said = ready;
}, 1000).unref();

const stop = () => void balancer.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

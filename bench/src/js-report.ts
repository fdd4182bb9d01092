// tsx bench/src/js-report.ts <host:port> <path> — the scripts a page loads, each with its gzip size.
import { gzipSync } from 'node:zlib';
import { request } from './http.ts';

const [hostWithPort = 'localhost:3000', path = '/'] = process.argv.slice(2);
const port = Number(hostWithPort.split(':')[1] ?? 3000);
const { body: html } = await request(port, hostWithPort, path);
const sources = [
  ...new Set(
    [...html.matchAll(/<script([^>]+)>/g)]
      // noModule scripts are polyfills modern browsers never download.
      .filter((match) => !/noModule/i.test(match[1] ?? ''))
      .map((match) => /src="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? '')
      .filter(Boolean),
  ),
];
let total = 0;
for (const source of sources) {
  const { body } = await request(port, hostWithPort, source);
  const size = gzipSync(body).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${source}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip)`);

// tsx bench/src/js-report.ts <host:port> <path> — the scripts a page loads, each with its gzip size.
import { get, measurePageScripts } from './lib/app-server.ts';

const [hostWithPort = 'localhost:3000', path = '/'] = process.argv.slice(2);
const [host = 'localhost', port = '3000'] = hostWithPort.split(':');
const html = (await get(Number(port), host, path)).body.toString();
let total = 0;
for (const { source, bytes } of await measurePageScripts(Number(port), host, html)) {
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${source}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip)`);

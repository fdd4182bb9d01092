/** Liveness: the process is up and serving. Touches nothing else. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}

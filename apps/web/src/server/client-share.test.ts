import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { withClientShare } = await import('./client-share.ts');

const from = (address: string) =>
  new Request('http://site.invalid/feeds/google-vehicles.xml', {
    headers: { 'x-forwarded-for': address },
  });

/** Work that stays in flight until released. */
function heldWork() {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    work: async () => {
      await done;
      return new Response('ok');
    },
  };
}

describe('withClientShare', () => {
  it('lets one client network hold two expensive requests at once, then answers 429', async () => {
    const held = [heldWork(), heldWork()];
    const running = held.map(({ work }) => withClientShare(from('203.0.113.7'), work));
    const third = await withClientShare(from('203.0.113.7'), async () => new Response('ok'));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.text()).toMatch(/Too many requests at once/);

    // Another address of the same IPv6 /64 is the same client; another network is not.
    const v6 = [heldWork(), heldWork()];
    const v6Running = v6.map(({ work }) => withClientShare(from('2001:db8:1:2::10'), work));
    expect((await withClientShare(from('2001:db8:1:2::99'), heldWork().work)).status).toBe(429);
    const other = await withClientShare(from('198.51.100.1'), async () => new Response('ok'));
    expect(other.status).toBe(200);
    await other.text();

    for (const { release } of [...held, ...v6]) release();
    const answers = await Promise.all([...running, ...v6Running]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await Promise.all(answers.map((answer) => answer.text()));
    // Its requests done, the client has its whole share again.
    const again = await withClientShare(from('203.0.113.7'), async () => new Response('ok'));
    expect(again.status).toBe(200);
  });

  it('counts a request until its body is sent or abandoned', async () => {
    const client = '192.0.2.77';
    const first = await withClientShare(from(client), async () => new Response('one'));
    const second = await withClientShare(from(client), async () => new Response('two'));
    // Both bodies unread: both requests still hold the client's share.
    expect((await withClientShare(from(client), heldWork().work)).status).toBe(429);
    expect(await first.text()).toBe('one');
    const third = await withClientShare(from(client), async () => new Response('three'));
    expect(third.status).toBe(200);
    await second.body?.cancel();
    await third.text();
    const fourth = await withClientShare(from(client), async () => new Response('four'));
    expect(fourth.status).toBe(200);
    expect(await fourth.text()).toBe('four');
  });

  it('gives the share back when the work throws', async () => {
    const failing = () => Promise.reject(new Error('boom'));
    await expect(withClientShare(from('192.0.2.5'), failing)).rejects.toThrow('boom');
    await expect(withClientShare(from('192.0.2.5'), failing)).rejects.toThrow('boom');
    const next = await withClientShare(from('192.0.2.5'), async () => new Response('ok'));
    expect(next.status).toBe(200);
    await next.text();
  });
});

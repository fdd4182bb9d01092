import { describe, expect, it } from 'vitest';
import { checkRequestTarget } from './request-target.mjs';

const host = 'harbour-ford.localhost:3000';

describe('checkRequestTarget', () => {
  it('passes an ordinary path and query', () => {
    expect(checkRequestTarget('GET', '/cars/ford-ranger-12?utm=%ZZ', host)).toEqual({
      ok: true,
      path: '/cars/ford-ranger-12?utm=%ZZ',
    });
  });

  it('refuses TRACE, TRACK and CONNECT with 405', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) {
      expect(checkRequestTarget(method, '/', host)).toMatchObject({ ok: false, status: 405 });
    }
  });

  it('refuses a path that is not valid percent-encoded UTF-8', () => {
    for (const path of ['/%ZZ', '/cars/%ZZ', '/search/%', '/cars/%C0%AF', '/x/%ED%A0%80']) {
      expect(checkRequestTarget('GET', path, host), path).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('serves an absolute-form target by its path only when it names this host', () => {
    expect(checkRequestTarget('GET', `http://${host}/cars?x=1`, host)).toEqual({
      ok: true,
      path: '/cars?x=1',
    });
    expect(checkRequestTarget('GET', 'HTTP://HARBOUR-FORD.localhost:3000/', host)).toEqual({
      ok: true,
      path: '/',
    });
  });

  it('refuses an absolute-form target naming another host, and other target forms', () => {
    for (const target of [
      'http://evil.example/',
      'https://evil.example/cars',
      `http://user:pw@${host}/`,
      'evil.example:443',
      '*',
      'javascript:alert(1)',
    ]) {
      expect(checkRequestTarget('GET', target, host), target).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    expect(checkRequestTarget('GET', 'http://evil.example/', undefined)).toMatchObject({
      ok: false,
    });
  });
});

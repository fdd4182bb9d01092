import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INBOX_QUERY_MESSAGE,
  INBOX_SHORT_TEXT_MESSAGE,
  inboxSearch,
  parseInboxQuery,
  toInstantRange,
} from './inbox-query.ts';

const parse = (search: string) => parseInboxQuery(new URLSearchParams(search));

describe('parseInboxQuery', () => {
  it('reads every filter, and treats empty ones as none', () => {
    expect(
      parse(
        'kind=test-drive&status=new&assignee=12&from=2026-11-01&to=2026-11-27&car=ranger&source=%2Fcars&q=jordan&spam=1&before=2026-11-20T01:02:03.000Z_77&x=1',
      ),
    ).toEqual({
      ok: true,
      query: {
        kind: 'test-drive',
        status: 'new',
        assignee: 12,
        from: '2026-11-01',
        to: '2026-11-27',
        car: 'ranger',
        source: '/cars',
        q: 'jordan',
        spam: true,
        before: { createdAt: new Date('2026-11-20T01:02:03.000Z'), id: 77 },
      },
    });
    expect(parse('kind=&status=&q=%20')).toEqual({ ok: true, query: {} });
    expect(parse('assignee=me')).toEqual({ ok: true, query: { assignee: 'me' } });
  });

  it('refuses values the inbox cannot use, with a message', () => {
    for (const search of [
      'kind=spam',
      'status=old',
      'assignee=-1',
      'from=27/11/2026',
      'before=yesterday',
      `q=${'x'.repeat(101)}`,
      'spam=yes',
    ]) {
      expect(parse(search), search).toEqual({ ok: false, message: INBOX_QUERY_MESSAGE });
    }
    expect(parse('from=2026-11-27&to=2026-11-01')).toMatchObject({ ok: false });
  });

  it('asks for 3 characters of text, or a car’s id', () => {
    expect(parse('q=jo')).toEqual({ ok: false, message: INBOX_SHORT_TEXT_MESSAGE });
    expect(parse('source=fb')).toEqual({ ok: false, message: INBOX_SHORT_TEXT_MESSAGE });
    expect(parse('car=12')).toEqual({ ok: true, query: { car: '12' } });
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            status: fc.constantFrom('new', 'lost'),
            assignee: fc.oneof(fc.constant('me'), fc.nat(1000).map(String)),
            q: fc.string({ minLength: 3, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
            spam: fc.constant('1'),
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          const first = parseInboxQuery(new URLSearchParams(raw));
          if (!first.ok) return;
          const again = parse(inboxSearch(first.query).slice(1));
          expect(again).toEqual(first);
        },
      ),
    );
  });
});

describe('toInstantRange', () => {
  it('covers whole days in the dealership’s zone', () => {
    expect(toInstantRange({ from: '2026-11-01', to: '2026-11-01' }, 'Australia/Brisbane')).toEqual({
      from: new Date('2026-10-31T14:00:00Z'),
      to: new Date('2026-11-01T14:00:00Z'),
    });
  });
});

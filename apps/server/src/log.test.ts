import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorSerializer, loggedPath, queryName } from './log.ts';
import { useTestStore } from './test/test-app.ts';

describe('log lines', () => {
  const logLines: string[] = [];
  const store = useTestStore({ logLines });

  it('keep link secrets and query strings out of request paths', () => {
    expect(loggedPath('/direct-continue/tok3n/contact-info?x=ana@example.com')).toBe(
      '/direct-continue/[redacted]/contact-info',
    );
    expect(loggedPath('/api/v1/direct-continue/tok3n')).toBe('/api/v1/direct-continue/[redacted]');
    expect(loggedPath('/member-benefit-store/abc/IF')).toBe('/member-benefit-store/[redacted]/IF');
    expect(loggedPath('/Sign-Agreement/abc')).toBe('/Sign-Agreement/[redacted]');
    expect(loggedPath('/sign%2Dagreement/abc')).toBe('/sign%2Dagreement/[redacted]');
    expect(loggedPath('/api/v1/get-plan-detail/12')).toBe('/api/v1/get-plan-detail/12');
    expect(loggedPath('/catalog-assets/alpha.svg')).toBe('/catalog-assets/alpha.svg');
  });

  it('name a statement by what it does and to which table', () => {
    expect(queryName('insert into "mail_messages" ("id", "body") values ($1, $2)')).toBe('insert mail_messages');
    expect(queryName('select "id" from "cart_quotes" where "token_hash" = $1')).toBe('select cart_quotes');
    expect(queryName('update "cart_quotes" set "status" = $1')).toBe('update cart_quotes');
    expect(queryName('delete from "leads" where "id" = $1')).toBe('delete leads');
  });

  it('log a failed query by its code and statement, never its parameters, detail or message', async () => {
    const marker = 'ana.marker@example.com';
    const failure: Error = await store.db.execute(sql`select ${marker}::int as id from "sessions"`).then(
      () => {
        throw new Error('the query should have failed');
      },
      (error: Error) => error,
    );
    expect(String(failure)).toContain(marker);
    const expected = {
      type: 'DatabaseError',
      message: 'select sessions failed (22P02)',
      code: '22P02',
      query: 'select sessions',
    };
    expect(errorSerializer(failure)).toMatchObject(expected);
    expect(JSON.stringify(errorSerializer(failure))).not.toContain(marker);

    store.app.log.error({ err: failure }, 'request failed');
    const line = logLines.find((text) => text.includes('request failed')) ?? '';
    expect(JSON.parse(line).err).toMatchObject(expected);
    expect(logLines.join('\n')).not.toContain(marker);
  });

  it('log any other error by type, message and stack, e-mail addresses blanked', () => {
    const logged = errorSerializer(new Error('550 mailbox ana.marker@example.com unavailable'));
    expect(logged).toMatchObject({ type: 'Error', message: '550 mailbox [address] unavailable' });
    expect(JSON.stringify(logged)).not.toContain('ana.marker');
    expect(errorSerializer(Object.assign(new Error('broken pipe'), { code: 'EPIPE' }))).toMatchObject({
      code: 'EPIPE',
    });
  });
});

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/jobs/workers';
import { eventually } from './posting-support';
import { startSmtpListener, type SmtpListener } from './smtp-listener';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, point 9: with SMTP_URL set, the waitlist's confirmation goes to that
// mail server (nodemailer), from a job that retries while the server refuses.

let t: TestApp | undefined;
let smtp: SmtpListener | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function serverSendingTo(listener: SmtpListener): Promise<TestApp> {
  const app = await createTestApp({
    SMTP_URL: listener.url('mailer%40listlens.test:s3cret%20pass'),
    MAIL_FROM: 'ListLens <hello@listlens.test>',
    AI_CONCURRENCY: '0',
  });
  await app.deps.jobs.start();
  await startWorkers(app.deps);
  return app;
}

const join = (app: TestApp, email: string, firstName?: string) =>
  app.app.inject({ method: 'POST', url: '/api/waitlist', payload: { email, source: 'landing_hero', firstName } });

describe('the waitlist confirmation over SMTP', () => {
  it('is delivered to the configured mail server with its address, subject and text', async () => {
    smtp = await startSmtpListener();
    t = await serverSendingTo(smtp);
    const res = await join(t, 'Grace@Example.com', 'Grace');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, alreadyJoined: false });

    const [mail] = await eventually(async () => (smtp!.received.length > 0 ? smtp!.received : undefined));
    expect(mail?.auth).toEqual({ user: 'mailer@listlens.test', pass: 's3cret pass' });
    expect(mail?.mailFrom).toBe('hello@listlens.test');
    expect(mail?.rcptTo).toEqual(['grace@example.com']);
    expect(mail?.headers.to).toBe('grace@example.com');
    expect(mail?.headers.from).toBe('ListLens <hello@listlens.test>');
    expect(mail?.headers.subject).toBe("You're on the ListLens waitlist");
    expect(mail?.body).toContain(
      "Hi Grace,\n\nThanks for joining the ListLens waitlist. We'll write to this address when your spot opens.",
    );
  });

  it('does not fail the sign-up while the mail server refuses, and delivers once it accepts', async () => {
    smtp = await startSmtpListener({ refuse: 1 });
    t = await serverSendingTo(smtp);
    const res = await join(t, 'patient@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, alreadyJoined: false });

    // The refused send leaves the job waiting for its retry (30 s or more away), nothing delivered.
    const waiting = async () => {
      const { rows } = await t!.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'waitlist.confirmation' and state = 'retry'`,
      );
      return (rows[0] as { n: number }).n > 0 || undefined;
    };
    await eventually(waiting);
    expect(smtp.received).toEqual([]);

    // Time passes: the retry is due now, and the message arrives.
    await t.database.executeSql(`update pgboss.job set start_after = now() where name = 'waitlist.confirmation'`);
    const [mail] = await eventually(async () => (smtp!.received.length > 0 ? smtp!.received : undefined));
    expect(mail?.rcptTo).toEqual(['patient@example.com']);
    expect(mail?.body).toContain('Hi,\n\nThanks for joining the ListLens waitlist.');
  });
});

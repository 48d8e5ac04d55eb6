import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResendMailer } from '../../src/worker/services/mail/resend-mailer';
import { loginLinkEmail } from '../../src/worker/auth/login-link-email';
import { startFakeHttpServer } from '../support/fake-http-server';

describe('Resend mailer (the real SDK against a local fake API)', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
  beforeAll(async () => {
    fake = await startFakeHttpServer({
      'POST /emails': (request) =>
        JSON.parse(request.body).to === 'bounce@example.com'
          ? { status: 422, json: { statusCode: 422, name: 'validation_error', message: 'The to address is invalid.' } }
          : { json: { id: 'email_123' } },
    });
  });
  afterAll(() => fake.close());

  it('sends the login mail with subject, text, HTML, sender and API key', async () => {
    const mailer = createResendMailer({ apiKey: 're_test_key', from: 'Attune <login@attune.example>', baseUrl: fake.url });
    await mailer.send(await loginLinkEmail('me@example.com', 'https://attune.example/auth/callback#token=abc', 10));
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer re_test_key');
    expect(JSON.parse(request.body)).toMatchObject({
      from: 'Attune <login@attune.example>',
      to: 'me@example.com',
      subject: 'Your Attune login link',
      text: expect.stringContaining('https://attune.example/auth/callback#token=abc'),
      html: expect.stringContaining('href="https://attune.example/auth/callback#token=abc"'),
    });
  });

  it('reports a refused message as an error', async () => {
    const mailer = createResendMailer({ apiKey: 're_test_key', from: 'Attune <login@attune.example>', baseUrl: fake.url });
    await expect(mailer.send(await loginLinkEmail('bounce@example.com', 'https://x/auth/callback#token=abc', 10))).rejects.toThrow(
      'Resend refused the message: The to address is invalid.',
    );
  });
});

import { expect, test, waitForPortal } from '../../core/plugin-api/testing/e2e';
import { freePort, startServer, type RunningServer } from '../../core/plugin-api/testing/e2e/server-process';
import { startTestProvider, type TestProvider } from '../../server/testing/oidc-test-provider';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../server/testing/smtp-test-server';

/**
 * Sign-in with a one-time e-mail link (EMAIL_SIGN_IN) in a real browser, against the built server sending
 * mail to a real SMTP server on 127.0.0.1: the provider invites a person with the invite command; the person
 * opens the invitation link from the mail, chooses the e-mail link over the identity provider, opens the link
 * from the second mail, presses "Sign in" and lands in the portal as a member of the customer.
 */
const INVITED = 'nina.nieuw@contoso.example';

let smtp: SmtpTestServer;
let provider: TestProvider;
let portal: RunningServer;
let origin: string;

/** The first mail to `to` whose text has a link under `pathPrefix`, waited for (the outbox sends every 5 s). */
async function linkInMail(to: string, pathPrefix: string): Promise<{ mail: ReceivedMail; link: string }> {
  const pattern = new RegExp(`${origin}${pathPrefix}/[A-Za-z0-9_-]{43}`);
  let found: { mail: ReceivedMail; link: string } | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received.find((m) => m.to.includes(to) && pattern.test(m.text));
        found = mail && { mail, link: pattern.exec(mail.text)![0] };
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to} with a link to ${pathPrefix}` },
    )
    .toBe(true);
  return found!;
}

test.beforeAll(async () => {
  smtp = await startSmtpTestServer();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  provider = await startTestProvider(origin);
  const env = {
    PUBLIC_ORIGIN: origin,
    EMAIL_SIGN_IN: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Customer portal <portal@msp.example>',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  };
  portal = await startServer(env, { port });
  portal.runCommand(['invite', '--email', INVITED, '--customer', 'contoso', '--permissions', 'reports,support']);
});

test.afterAll(async () => {
  await portal?.stop();
  portal?.cleanup();
  await provider?.close();
  await smtp?.close();
});

test('an invited person without a fitting work account signs in with a one-time link from the mail and lands in the portal with the customer', async ({
  page,
  expectAccessible,
  snap,
}) => {
  const invitation = await linkInMail(INVITED, '/account/invitation');
  await page.goto(invitation.link);
  await expect(page.getByRole('heading', { name: 'You are invited to Contoso Zorg' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with your work account' })).toBeVisible();
  const emailMe = page.getByRole('button', { name: 'E-mail me a sign-in link' });
  await expect(emailMe).toBeVisible();
  await expectAccessible(page, 'invitation page with the e-mail option');
  await snap('email-sign-in-1-invitation');

  await emailMe.click();
  await expect(page.getByText(`We sent a sign-in link to ${INVITED}. It works once, for 15 minutes.`)).toBeVisible();
  await snap('email-sign-in-2-link-sent');

  const { mail, link } = await linkInMail(INVITED, '/account/email-sign-in');
  expect(mail.subject).toBe('Your sign-in link for the customer portal');
  expect(mail.text).toContain('The link works once and expires in 15 minutes.');
  await page.goto(link);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expectAccessible(page, 'sign-in link confirmation');
  await snap('email-sign-in-3-confirm');

  await signIn.click();
  await page.waitForURL(`${origin}/`);
  await waitForPortal(page);
  await expect(page.getByRole('heading', { name: 'Welcome to the Contoso Zorg service centre' })).toBeVisible();
  const identity = await (await page.request.get(`${origin}/account/me`)).json();
  expect(identity).toMatchObject({
    isAuthenticated: true,
    isAuthorized: true,
    userName: INVITED,
    activeCustomerId: 'contoso',
    permissions: ['reports', 'support'],
  });
  await snap('email-sign-in-4-signed-in');

  // The link worked once: opening it again says so and leads to the sign-in page.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign-in link already used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'To the sign-in page' })).toBeVisible();
});

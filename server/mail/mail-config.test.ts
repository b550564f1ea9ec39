import { readMailConfig } from './mail-config';

describe('readMailConfig', () => {
  const base = { SMTP_URL: 'smtp://portal:s%40cret@mail.example.com:2525', MAIL_FROM: 'portal@msp.example' };

  it('is null when SMTP_URL is unset or blank', () => {
    expect(readMailConfig({})).toBeNull();
    expect(readMailConfig({ SMTP_URL: ' ', MAIL_FROM: 'portal@msp.example' })).toBeNull();
  });

  it('reads host, port, credentials and sender; registrations go to the sender by default', () => {
    expect(readMailConfig(base)).toEqual({
      smtp: { host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'portal', pass: 's@cret' } },
      from: { name: null, address: 'portal@msp.example' },
      providerTo: 'portal@msp.example',
    });
  });

  it('defaults the port to 587 for smtp:// and 465 for smtps://, and smtps:// is TLS from the start', () => {
    expect(readMailConfig({ ...base, SMTP_URL: 'smtp://mail.example.com' })?.smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      auth: null,
    });
    expect(readMailConfig({ ...base, SMTP_URL: 'smtps://mail.example.com/' })?.smtp).toMatchObject({
      port: 465,
      secure: true,
    });
  });

  it('takes a display name with the sender, quoted or not, and a separate provider address', () => {
    expect(readMailConfig({ ...base, MAIL_FROM: 'Customer portal <portal@msp.example>' })?.from).toEqual({
      name: 'Customer portal',
      address: 'portal@msp.example',
    });
    const config = readMailConfig({
      ...base,
      MAIL_FROM: '"MSP, Inc." <portal@msp.example>',
      PROVIDER_MAIL_TO: ' sales@msp.example ',
    });
    expect(config?.from).toEqual({ name: 'MSP, Inc.', address: 'portal@msp.example' });
    expect(config?.providerTo).toBe('sales@msp.example');
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com:25' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'https://mail.example.com' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL must be a URL/],
    [{ SMTP_URL: 'smtp://mail.example.com:25/path' }, /SMTP_URL must hold only user, password, host and port/],
    [{ SMTP_URL: 'smtp://mail.example.com?pool=true' }, /SMTP_URL must hold only/],
    [{ SMTP_URL: 'smtp://:pw@mail.example.com' }, /password without a user name/],
    [{ MAIL_FROM: undefined }, /MAIL_FROM is required when SMTP_URL is set/],
    [{ MAIL_FROM: '  ' }, /MAIL_FROM is required/],
    [{ MAIL_FROM: 'portal' }, /MAIL_FROM must be an e-mail address/],
    [{ MAIL_FROM: 'Portal <not-an-address>' }, /MAIL_FROM must be an e-mail address/],
    [{ PROVIDER_MAIL_TO: 'a@msp.example, b@msp.example' }, /PROVIDER_MAIL_TO must be one e-mail address/],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => readMailConfig({ ...base, ...change })).toThrow(message);
  });

  it('never repeats the SMTP password in an error', () => {
    const problems = [
      'smtp://portal:hunter2@mail.example.com/x',
      'ftp://portal:hunter2@mail.example.com',
      'smtp://portal:hunter2@',
    ];
    for (const SMTP_URL of problems) {
      let message = '';
      try {
        readMailConfig({ ...base, SMTP_URL });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^SMTP_URL/);
      expect(message).not.toContain('hunter2');
    }
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCalendarDate, longDate } from '../../shell/common/format-date';
import { DELETION_BANNER_KEY } from '../../shell/layout/DeletionBanner';
import { createTestPortal, defaultBackend, renderPortal } from '../kit/render-portal';

const DATES = {
  accountDeletionRequestDate: '2026-10-28T00:00:00.000Z',
  accountDeletionDate: '2027-02-25T00:00:00.000Z',
};
const withDeletion = (dates: object = DATES) => defaultBackend().on('GET', '/api/account', { body: dates });
const banner = () => screen.queryByRole('region', { name: 'Scheduled account deletion' });

beforeEach(() => window.sessionStorage.clear());

describe('scheduled deletion banner', () => {
  it.each(['/', '/action/1', '/settings', '/nowhere'])(
    'shows on %s with the date and the rule to contact the provider',
    async (path) => {
      await renderPortal(createTestPortal({ backend: withDeletion() }), path);
      const region = await screen.findByRole('region', { name: 'Scheduled account deletion' });
      expect(region).toHaveTextContent(
        'Your account is scheduled for deletion on February 25, 2027. Contact your provider before that date to keep your account.',
      );
      expect(within(region).getByRole('button', { name: 'Hide this notice' })).toBeInTheDocument();
    },
  );

  it('speaks Dutch to a Dutch browser, with the date in Dutch', async () => {
    await renderPortal(createTestPortal({ backend: withDeletion(), languages: ['nl-NL'] }), '/');
    const region = await screen.findByRole('region', { name: 'Geplande verwijdering van uw account' });
    expect(region).toHaveTextContent(
      'Uw account wordt op 25 februari 2027 verwijderd. Neem vóór die datum contact op met uw leverancier om uw account te behouden.',
    );
    expect(within(region).getByRole('button', { name: 'Melding verbergen' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/February|Your account/);
  });

  it('is not there without a deletion date', async () => {
    const test = createTestPortal();
    await renderPortal(test, '/');
    await waitFor(() => expect(test.backend.calls('GET', '/api/account')).toHaveLength(1));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('is not there when the account call fails (nothing happens, as for the other account calls)', async () => {
    const test = createTestPortal({ backend: defaultBackend().on('GET', '/api/account', { status: 500, body: {} }) });
    await renderPortal(test, '/');
    await waitFor(() => expect(test.backend.calls('GET', '/api/account')).toHaveLength(1));
    expect(banner()).toBeNull();
  });

  it('hides with its button for the rest of the session, and the focus goes to the page', async () => {
    await renderPortal(createTestPortal({ backend: withDeletion() }), '/');
    const button = await screen.findByRole('button', { name: 'Hide this notice' });
    button.focus();
    fireEvent.click(button);
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.sessionStorage.getItem(DELETION_BANNER_KEY)).toBe(
      `anna@contoso.example|${DATES.accountDeletionDate}`,
    );
  });

  it('hides with Escape pressed inside it', async () => {
    await renderPortal(createTestPortal({ backend: withDeletion() }), '/');
    const button = await screen.findByRole('button', { name: 'Hide this notice' });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(banner()).toBeNull();
  });

  it('stays hidden on the next page load of the same session, and comes back in a new session', async () => {
    window.sessionStorage.setItem(DELETION_BANNER_KEY, `anna@contoso.example|${DATES.accountDeletionDate}`);
    const first = await renderPortal(createTestPortal({ backend: withDeletion() }), '/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(banner()).toBeNull();
    first.unmount();

    window.sessionStorage.clear();
    await renderPortal(createTestPortal({ backend: withDeletion() }), '/');
    expect(await screen.findByRole('region', { name: 'Scheduled account deletion' })).toBeInTheDocument();
  });

  it('shows again when the deletion date changes (hiding was about the old date)', async () => {
    window.sessionStorage.setItem(DELETION_BANNER_KEY, `anna@contoso.example|${DATES.accountDeletionDate}`);
    await renderPortal(
      createTestPortal({ backend: withDeletion({ ...DATES, accountDeletionDate: '2027-03-31' }) }),
      '/',
    );
    expect(await screen.findByRole('region', { name: 'Scheduled account deletion' })).toHaveTextContent(
      'on March 31, 2027.',
    );
  });

  it('is left out of an embedded page (embed=true), which shows the content only', async () => {
    const test = createTestPortal({ backend: withDeletion() });
    await renderPortal(test, '/?embed=true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(banner()).toBeNull();
  });

  it('follows a language change made on the settings page', async () => {
    await renderPortal(createTestPortal({ backend: withDeletion() }), '/settings');
    await screen.findByRole('region', { name: 'Scheduled account deletion' });
    // The frame (with the notice) shows before the page: the plugins register after its first paint.
    const test = await screen.findByLabelText('Language');
    fireEvent.mouseDown(test);
    fireEvent.click(await screen.findByTitle('Nederlands'));
    const region = await screen.findByRole('region', { name: 'Geplande verwijdering van uw account' });
    expect(region).toHaveTextContent('Uw account wordt op 25 februari 2027 verwijderd.');
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2027-02-25T00:00:00.000Z', 'en', 'February 25, 2027'],
    ['2027-02-25T00:00:00.000Z', 'nl', '25 februari 2027'],
    // The calendar date as the server wrote it, whatever the offset or the reader's time zone.
    ['2027-02-25T23:30:00-05:00', 'en', 'February 25, 2027'],
    ['2027-02-25', 'nl', '25 februari 2027'],
    ['not a date', 'en', 'not a date'],
    ['2027-02-30', 'en', '2027-02-30'],
    ['', 'en', null],
    [null, 'nl', null],
  ])('%j in %s gives %j', (iso, language, expected) => {
    expect(formatCalendarDate(iso, language)).toBe(expected);
  });
});

describe('longDate', () => {
  it.each(['en-US', 'nl-NL'] as const)('writes every month of %s as Intl does', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const [year, day] of [
        [2027, 1],
        [1999, 28],
        [2030, 9],
      ]) {
        expect(longDate(locale, year, month, day)).toBe(intl.format(Date.UTC(year, month - 1, day)));
      }
    }
  });
});

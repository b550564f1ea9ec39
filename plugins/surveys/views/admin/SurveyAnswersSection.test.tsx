import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult, type Token } from '../../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../../core/plugin-api/testing';
import { SurveyAdminPaths, type SurveyOverview } from '../../contract';
import plugin from '../../index';
import SurveyAnswersSection from './SurveyAnswersSection';

const SAT: SurveyOverview = {
  code: 'SAT-2026',
  title: { en: 'Yearly satisfaction survey 2026', nl: 'Tevredenheidsonderzoek 2026' },
  state: 'closed',
  responses: 3,
  completed: 2,
};

function setup(answer: () => HttpResult<unknown>) {
  const { http } = fakeHttp(answer);
  renderWithServices(<SurveyAnswersSection customerId="contoso" />, {
    plugin,
    services: new Map<Token<unknown>, unknown>([[HttpClient, http]]),
    language: 'nl',
  });
}

describe('SurveyAnswersSection', () => {
  it("lists the customer's questionnaires with their counts and the answers' downloads, in Dutch", async () => {
    setup(() => ok([SAT]));
    const row = (await screen.findByText('Tevredenheidsonderzoek 2026')).closest('tr')!;
    expect(within(row).getByText('Gesloten')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Antwoorden op SAT-2026 als CSV' })).toHaveAttribute(
      'href',
      SurveyAdminPaths.answers('contoso', 'SAT-2026', 'csv'),
    );
    expect(within(row).getByRole('link', { name: 'Antwoorden op SAT-2026 als JSON' })).toHaveAttribute(
      'href',
      SurveyAdminPaths.answers('contoso', 'SAT-2026', 'json'),
    );
  });

  it('shows a failed load with its way forward, and loads again', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? fail(500) : ok([])));
    expect(await screen.findByText('De vragenlijsten konden niet worden geladen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /opnieuw/i }));
    expect(await screen.findByText('Deze klant heeft geen vragenlijsten.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import SurveysView from './SurveysView';

const detail = (overrides: object = {}) => ({
  id: 'sat',
  code: 'SAT-2026',
  title: { en: 'Satisfaction', nl: 'Tevredenheid' },
  description: null,
  status: 'new',
  answers: {},
  completedAt: null,
  questions: [
    { id: 'overall', type: 'rating', label: { en: 'Overall?', nl: 'Algemeen?' }, required: true },
    {
      id: 'contact',
      type: 'choice',
      label: { en: 'Contact?', nl: 'Contact?' },
      required: true,
      options: [
        { value: 'phone', label: { en: 'By phone', nl: 'Telefonisch' } },
        { value: 'email', label: { en: 'By e-mail', nl: 'Per e-mail' } },
      ],
    },
    { id: 'improve', type: 'text', label: { en: 'Improve?', nl: 'Verbeteren?' }, required: false },
  ],
  ...overrides,
});

type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown>;
function renderAt(url: string, handler: Handler, language: 'en' | 'nl' = 'en') {
  const fake = fakeHttp(handler);
  renderWithServices(
    <MemoryRouter initialEntries={[url]}>
      <SurveysView actionId={162} data={{ actionType: 'surveys' }} />
    </MemoryRouter>,
    { plugin, services: new Map([[HttpClient, fake.http]]), language },
  );
  return fake;
}

describe('SurveysView', () => {
  it('lists title, code and completed in Dutch, and opens a survey', async () => {
    renderAt(
      '/action/162',
      (_m, path) =>
        path === '/api/surveys'
          ? ok([
              {
                id: 'sat',
                code: 'SAT-2026',
                title: { en: 'Satisfaction', nl: 'Tevredenheid' },
                completed: false,
                hasDraft: true,
                completedAt: null,
              },
              { id: 2, code: 'ONB', title: 'Onboarding', completed: true, completedAt: '2026-11-14T10:00:00Z' },
            ])
          : ok(detail()),
      'nl',
    );
    expect(await screen.findByText('Tevredenheid')).toBeInTheDocument();
    expect(screen.getByText('Concept opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Ingevuld op 14 nov 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verdergaan met Tevredenheid' }));
    expect(await screen.findByRole('heading', { name: 'Tevredenheid' })).toBeInTheDocument();
  });

  it('refuses to submit without the required answers, asking nothing of the server and keeping what was typed', async () => {
    const { calls } = renderAt('/action/162?survey=sat', () => ok(detail()));
    await userEvent.type(await screen.findByLabelText(/Improve\?/), 'More evening hours');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Some answers need your attention. Nothing was saved.')).toBeInTheDocument();
    expect(screen.getAllByText('Answer this question.')).toHaveLength(2);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(screen.getByLabelText(/Improve\?/)).toHaveValue('More evening hours');
  });

  it('saves a draft, then submits and shows the answers read-only', async () => {
    let stored = detail();
    const { calls } = renderAt('/action/162?survey=sat', (method, _path, body) => {
      if (method === 'PUT') stored = detail({ status: 'draft', answers: (body as { answers: object }).answers });
      if (method === 'POST')
        stored = detail({
          status: 'completed',
          answers: (body as { answers: object }).answers,
          completedAt: '2026-11-26T10:00:00Z',
        });
      return ok(stored);
    });
    await userEvent.click(await screen.findByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
    expect(await screen.findByText('Your answers are saved. You can continue later.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/surveys/sat/draft',
      body: { answers: { overall: 4 } },
    });

    await userEvent.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you! Your answers have been submitted.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/surveys/sat/submit',
      body: { answers: { overall: 4, contact: 'email' } },
    });
    expect(screen.getByText('4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('By e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('keeps the answers when saving fails, and says so', async () => {
    renderAt('/action/162?survey=sat', (method) => (method === 'GET' ? ok(detail()) : fail(503)));
    await userEvent.click(await screen.findByRole('radio', { name: '2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
    const alert = (await screen.findByText('Your answers could not be saved. They are still here.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
  });

  it('shows the submitted answers when the server says the survey was already submitted (409)', async () => {
    let submitted = false;
    renderAt('/action/162?survey=sat', (method) => {
      if (method === 'POST') {
        submitted = true;
        return fail(409, 'Conflict');
      }
      return ok(
        submitted
          ? detail({
              status: 'completed',
              answers: { overall: 5, contact: 'phone' },
              completedAt: '2026-11-25T10:00:00Z',
            })
          : detail(),
      );
    });
    await userEvent.click(await screen.findByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('radio', { name: 'By phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/already submitted, so it can no longer be changed/)).toBeInTheDocument();
    expect(await screen.findByText('5 out of 5')).toBeInTheDocument();
  });

  it('shows the failure of the list with a retry', async () => {
    let answer: HttpResult<unknown> = fail(500);
    renderAt('/action/162', () => answer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The questionnaires could not be loaded.')).toBeInTheDocument();
    answer = ok([]);
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('There are no questionnaires for you at the moment.')).toBeInTheDocument();
  });
});

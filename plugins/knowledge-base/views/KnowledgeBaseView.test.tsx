import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import KnowledgeBaseView from './KnowledgeBaseView';

const vpn = { id: 1, title: 'VPN', summary: 'From home', category: 'Network', updatedAt: '2026-11-12' };
const phishing = {
  id: '2',
  title: 'Phishing',
  summary: 'Suspicious mail',
  category: 'Security',
  updatedAt: '2026-11-20',
};

function render(
  answer: (path: string) => ReturnType<typeof ok> | ReturnType<typeof fail>,
  language: 'en' | 'nl' = 'en',
) {
  const { http } = fakeHttp((_method, path) => answer(path));
  renderView(
    plugin,
    KnowledgeBaseView,
    { actionType: 'knowledge-base' },
    { services: new Map([[HttpClient, http]]), language },
  );
}

describe('KnowledgeBaseView', () => {
  it('searches the articles and opens one with its body sanitized, in Dutch', async () => {
    render(
      (path) =>
        path.endsWith('/2')
          ? ok({ ...phishing, body: '<p>Use <em>Report</em></p><img src=x onerror="alert(1)">' })
          : ok([vpn, phishing]),
      'nl',
    );
    expect(await screen.findByText('bijgewerkt 12 nov 2026', { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Artikelen zoeken' }), 'security');
    expect(screen.queryByRole('button', { name: 'VPN' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Phishing' }));
    expect(await screen.findByRole('heading', { name: 'Phishing' })).toBeInTheDocument();
    expect(screen.getByText('Report').tagName).toBe('EM');
    expect(document.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Terug naar de artikelen' }));
    expect(await screen.findByRole('button', { name: 'Phishing' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('security');
  });

  it('says when nothing matches the search', async () => {
    render(() => ok([vpn]));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'zzz');
    expect(screen.getByText('No article matches your search.')).toBeInTheDocument();
  });

  it('shows the way forward when the list cannot be loaded', async () => {
    render(() => fail(500));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});

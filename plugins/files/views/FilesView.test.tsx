import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpClient, type HttpResult } from '../../../core/plugin-api';
import { fail, fakeHttp, localeKeys, ok, renderView } from '../../../core/plugin-api/testing';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import plugin from '../index';
import FilesView from './FilesView';

describe('FilesView', () => {
  it('lists the items the server sends', async () => {
    const { http } = fakeHttp(() => ok([{ id: 1, name: 'First' }, { id: '2', name: 'Second' }]));
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]) });
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });

  it('says when the list failed and loads it again on request, in Dutch', async () => {
    let answer: HttpResult<unknown> = fail(500);
    const { http } = fakeHttp(() => answer);
    renderView(plugin, FilesView, { actionType: 'files' }, { services: new Map([[HttpClient, http]]), language: 'nl' });
    expect(await screen.findByText('De lijst kon niet worden geladen.')).toBeInTheDocument();
    answer = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Hier staat nog niets.')).toBeInTheDocument();
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});

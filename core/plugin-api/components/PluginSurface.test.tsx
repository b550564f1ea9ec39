import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../services/i18n/create-i18n';
import { failedModuleUrl } from './import-with-retry';
import { PluginSurface } from './PluginSurface';

const renderSurface = (
  load: () => Promise<{ default: (props: { name: string }) => ReactElement | null }>,
  onError = jest.fn(),
) =>
  render(
    <I18nextProvider i18n={createI18n('en', { en: {}, nl: {} })}>
      <PluginSurface load={load} props={{ name: 'Anna' }} fallback={<p>loading</p>} onError={onError} />
    </I18nextProvider>,
  );

describe('PluginSurface', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('downloads the component again when "Try again" is pressed after a failed download', async () => {
    const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const onError = jest.fn();
    renderSurface(load, onError);
    expect(
      await screen.findByRole('heading', { name: 'This part of the page could not be shown' }),
    ).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the component from scratch when it threw while rendering', async () => {
    let explode = true;
    const Moody = () => {
      if (explode) throw new Error('render failed');
      return <p>calm again</p>;
    };
    renderSurface(async () => ({ default: Moody }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while showing it.');
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('calm again')).toBeInTheDocument();
  });
});

describe('failedModuleUrl', () => {
  it("finds the module URL of this page's origin in the browser's message, and nothing else", () => {
    const origin = 'http://localhost:8080';
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/chunk-AB12.js'),
        origin,
      ),
    ).toBe('http://localhost:8080/assets/chunk-AB12.js');
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: https://evil.example/x.js'), origin),
    ).toBeNull();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), origin)).toBeNull();
  });
});

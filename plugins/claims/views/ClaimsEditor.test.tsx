import { screen } from '@testing-library/react';
import type { ActionData } from '../../../core/plugin-api';
import { declaredBy, renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import manifest from '../manifest';
import ClaimsEditor from './ClaimsEditor';

describe('claims editor', () => {
  it('is registered for the type, with its label and empty initial data', async () => {
    const [entry] = declaredBy(manifest).actionEditors;
    expect(entry).toEqual({
      actionType: 'claims',
      labelKey: 'claims:editor.typeLabel',
      initialData: { actionType: 'claims' },
      load: expect.any(Function),
    });
    expect((await entry!.load()).default).toBe(ClaimsEditor);
    const { i18n } = renderWithServices(<span />, { plugin, labels: manifest.labels });
    expect(i18n.getFixedT('en')(entry!.labelKey)).toBe('Claims of the signed-in user');
    expect(i18n.getFixedT('nl')(entry!.labelKey)).toBe('Claims van de aangemelde gebruiker');
  });

  it('says that the type has no settings, and never changes the data', () => {
    const onChange = jest.fn();
    renderWithServices(
      <ClaimsEditor customerId="contoso" data={{ actionType: 'claims', odd: 1 } as ActionData} onChange={onChange} />,
      { plugin },
    );
    expect(screen.getByText('This type has no settings.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message about the data, in Dutch too", () => {
    renderWithServices(
      <ClaimsEditor
        customerId="contoso"
        data={{ actionType: 'claims' }}
        onChange={() => undefined}
        errors={{ '': 'Unrecognized key: "odd"' }}
      />,
      { plugin, language: 'nl' },
    );
    expect(screen.getByText('Dit type heeft geen instellingen.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unrecognized key: "odd"');
  });
});

import { screen } from '@testing-library/react';
import { renderWithServices } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { ServiceDeskReference } from './ServiceDeskReference';

describe('ServiceDeskReference', () => {
  it.each([
    ['en', 'Waiting for the service desk', 'Service desk number 31001'],
    ['nl', 'Wacht op de servicedesk', 'Nummer bij de servicedesk 31001'],
  ] as const)('in %s: waiting until delivered, then the ticket system number', async (language, waiting, numbered) => {
    const { rerender } = renderWithServices(
      <ServiceDeskReference request={{ waitingForServiceDesk: true, externalNumber: null }} labelled />,
      { plugin, language },
    );
    expect(await screen.findByText(waiting)).toBeInTheDocument();
    rerender(<ServiceDeskReference request={{ waitingForServiceDesk: false, externalNumber: '31001' }} labelled />);
    expect(await screen.findByText(numbered)).toBeInTheDocument();
    expect(screen.queryByText(waiting)).toBeNull();
  });

  it("shows nothing with the portal's own desk", () => {
    const { container } = renderWithServices(
      <ServiceDeskReference request={{ waitingForServiceDesk: false, externalNumber: null }} />,
      { plugin },
    );
    expect(container).toBeEmptyDOMElement();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { createHarness, renderReport } from '../testing/render-report';
import { DashboardEmbed, ReportEmbed, TileEmbed, VisualEmbed } from './EmbedComponents';

describe('generic embed components', () => {
  it.each([
    ['report', ReportEmbed],
    ['dashboard', DashboardEmbed],
    ['tile', TileEmbed],
    ['visual', VisualEmbed],
  ] as const)("the %s component shows 'Error!' when its configuration is not ready", async (_type, Component) => {
    await renderReport(<Component config={null} title="x" />, createHarness());
    expect(screen.getByText('Error!')).toBeInTheDocument();
  });

  it('embeds a dashboard with its own type and only the events a dashboard allows', async () => {
    const harness = createHarness();
    const config = {
      embedId: 'd1',
      accessToken: 't',
      embedUrl: 'https://app.powerbi.com/dashboardEmbed?dashboardId=d1',
    };
    await renderReport(
      <DashboardEmbed
        config={config}
        title="Dashboard"
        on={{ tileClicked: () => undefined, pageChanged: () => undefined }}
      />,
      harness,
    );
    await waitFor(() => expect(harness.port.embeds).toHaveLength(1));
    expect(harness.port.embeds[0]).toMatchObject({ type: 'dashboard', id: 'd1' });
    expect([...harness.port.handle.handlers.keys()].sort()).toEqual(['error', 'loaded', 'rendered', 'tileClicked']);
  });
});

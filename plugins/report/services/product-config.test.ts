import { dropEmpty, mergeSettings, toClientConfig } from './product-config';

describe('toClientConfig', () => {
  it('enables the filter pane and navigation pane for reports by default', () => {
    const config = toClientConfig({
      embedType: 'report',
      embedId: 'r1',
      accessToken: 't',
      embedUrl: 'https://app.powerbi.com/reportEmbed',
    });
    expect(config).toEqual({
      type: 'report',
      id: 'r1',
      accessToken: 't',
      tokenType: 1,
      embedUrl: 'https://app.powerbi.com/reportEmbed',
      settings: { filterPaneEnabled: true, navContentPaneEnabled: true },
    });
  });

  it('merges extra settings over the defaults', () => {
    const config = toClientConfig({
      embedType: 'report',
      accessToken: 't',
      extraSettings: { filterPaneEnabled: false, background: 1 },
    });
    expect(config.settings).toEqual({ filterPaneEnabled: false, navContentPaneEnabled: true, background: 1 });
  });

  it('drops empty and null values', () => {
    const config = toClientConfig({
      embedType: 'dashboard',
      embedId: 'd1',
      accessToken: 't',
      groupId: '',
      pageName: null,
      datasetId: undefined,
    });
    expect(config).toEqual({ type: 'dashboard', id: 'd1', accessToken: 't', tokenType: 1, settings: {} });
  });

  it('maps token type and report mode', () => {
    expect(toClientConfig({ embedType: 'report', tokenType: 'Aad', reportMode: 'edit' })).toMatchObject({
      tokenType: 0,
      viewMode: 1,
    });
    expect(toClientConfig({ embedType: 'report', reportMode: 'view' })).toMatchObject({ viewMode: 0 });
    expect(toClientConfig({ embedType: 'report', reportMode: 'create' })).toMatchObject({ embedMode: 'create' });
  });
});

describe('dropEmpty and mergeSettings', () => {
  it('drops recursively but keeps false and 0', () => {
    expect(dropEmpty({ a: '', b: null, c: { d: undefined, e: false, f: 0 } })).toEqual({ c: { e: false, f: 0 } });
  });

  it('merges nested objects and replaces arrays', () => {
    expect(
      mergeSettings(
        { panes: { filters: { expanded: false, visible: true } }, list: [1] },
        { panes: { filters: { expanded: true } }, list: [2] },
      ),
    ).toEqual({ panes: { filters: { expanded: true, visible: true } }, list: [2] });
  });
});

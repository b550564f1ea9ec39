import * as models from 'powerbi-models';
import type { ConfigValidators } from './embed-port';
import {
  EMBED_URL_REQUIRED,
  UNKNOWN_CONFIG_TYPE,
  WRONG_EMBED_TYPE,
  embedKind,
  validateConfig,
} from './validate-config';

const validators = models as unknown as ConfigValidators;
const report = {
  type: 'report',
  id: 'r1',
  accessToken: 'token',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1',
  tokenType: 1,
};

describe('validateConfig', () => {
  it('accepts a valid report, dashboard, tile and visual', () => {
    expect(validateConfig(report, validators)).toBeNull();
    expect(validateConfig({ type: 'dashboard', id: 'd1', accessToken: 't' }, validators)).toBeNull();
    expect(validateConfig({ type: 'tile', id: 't1', dashboardId: 'd1', accessToken: 't' }, validators)).toBeNull();
    expect(validateConfig({ ...report, type: 'visual', pageName: 'p', visualName: 'v' }, validators)).toBeNull();
  });

  it("refuses any other config type with the client's own message", () => {
    expect(validateConfig({ type: 'qna' }, validators)).toBe(UNKNOWN_CONFIG_TYPE);
    expect(UNKNOWN_CONFIG_TYPE).toBe('Unknown config type allowed types are report, dashboard or tile');
  });

  it('needs an embed URL in create mode', () => {
    expect(validateConfig({ type: 'report', embedMode: 'create', accessToken: 't', datasetId: 'ds' }, validators)).toBe(
      'Embed URL is required',
    );
    expect(EMBED_URL_REQUIRED).toBe('Embed URL is required');
    expect(
      validateConfig(
        { type: 'report', embedMode: 'create', accessToken: 't', embedUrl: 'https://app.powerbi.com/reportEmbed' },
        validators,
      ),
    ).toBe('datasetId is required');
  });

  it("reports the analytics validators' messages", () => {
    expect(validateConfig({ type: 'report', id: 'r1' }, validators)).toBe('accessToken is required');
    expect(validateConfig({ type: 'dashboard', id: 'd', accessToken: 't', pageView: 'huge' }, validators)).toMatch(
      /^pageView must be/,
    );
    expect(validateConfig({ ...report, type: 'visual' }, validators)).toBe(
      'pageName is required, visualName is required',
    );
  });

  it('joins errors with commas, preferring the detailed message', () => {
    const fake: ConfigValidators = {
      ...validators,
      validateReportLoad: () => [{ message: 'a', detailedMessage: 'detail a' }, { message: 'b' }],
    };
    expect(validateConfig(report, fake)).toBe('detail a, b');
  });

  it("refuses an unknown embed type with 'Wrong embed type!'", () => {
    expect(() => embedKind('chart')).toThrow(WRONG_EMBED_TYPE);
    expect(WRONG_EMBED_TYPE).toBe('Wrong embed type!');
    expect(embedKind('Report')).toBe('report');
  });
});

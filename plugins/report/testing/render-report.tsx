import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  Clock,
  HttpClient,
  Logger,
  SettingsStore,
  type EnvironmentType,
  type HttpResult,
  type Token,
} from '../../../core/plugin-api';
import { ManualClock, fakeHttp, flush, ok, renderWithServices, silentLogger } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { ActiveReportViews } from '../services/active-views';
import type { EmbedPort } from '../services/embed-port';
import { ActiveReportViewsToken, EmbedPortLoader } from '../services/tokens';
import { FakePort } from './fake-embed-port';

/**
 * The services a report view or embed component resolves, built from the shared test kit plus the fake
 * embed port. One harness shared by several renders shares their active-views registry and clock, as one
 * page does.
 */
export interface ReportHarness {
  clock: ManualClock;
  http: HttpClient;
  calls: { method: string; path: string; body: unknown }[];
  /** Answers for a path; any other call answers { ok: true }. */
  replies: Map<string, HttpResult<unknown>>;
  port: FakePort;
  views: ActiveReportViews;
  settings: { environmentType: EnvironmentType | null };
}

export function createHarness(environmentType: EnvironmentType | null = null): ReportHarness {
  const replies = new Map<string, HttpResult<unknown>>();
  const { http, calls } = fakeHttp((_method, path) => replies.get(path) ?? ok({ ok: true }));
  return {
    clock: new ManualClock(),
    http,
    calls,
    replies,
    port: new FakePort(),
    views: new ActiveReportViews(),
    settings: { environmentType },
  };
}

/** Shows the router's location (path and search) in a `data-testid="location"` element, for tests of the URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders with the report plugin's texts and the harness's services inside a router at `route` (default
 * /action/3), then lets the first effects settle.
 */
export async function renderReport(
  ui: ReactElement,
  harness: ReportHarness,
  language: 'en' | 'nl' = 'en',
  route = '/action/3',
) {
  const settingsStore: SettingsStore = {
    settings: null,
    applicationName: 'Portal',
    theme: 'theme1',
    setTheme: () => undefined,
    get environmentType() {
      return harness.settings.environmentType;
    },
  };
  const services = new Map<Token<unknown>, unknown>([
    [HttpClient, harness.http],
    [Clock, harness.clock],
    [Logger, silentLogger],
    [SettingsStore, settingsStore],
    [ActiveReportViewsToken, harness.views],
    [EmbedPortLoader, (): Promise<EmbedPort> => Promise.resolve(harness.port)],
  ]);
  const routed = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  const result = renderWithServices(routed, { plugin, services, language });
  await act(flush);
  return result;
}

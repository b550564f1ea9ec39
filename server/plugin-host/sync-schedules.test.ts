import { loadConfig } from '../config';
import { parseSyncSchedules } from './sync-schedules';

describe('SYNC_SCHEDULES', () => {
  it('reads minutes, hours and days per plugin and source; empty keeps the defaults', () => {
    expect(
      parseSyncSchedules('subscriptions.licences=15m, azure-services.costs=24h,managed-resources.inventory=1d'),
    ).toEqual({
      'subscriptions.licences': 15 * 60_000,
      'azure-services.costs': 24 * 3_600_000,
      'managed-resources.inventory': 86_400_000,
    });
    expect(parseSyncSchedules(undefined)).toEqual({});
    expect(parseSyncSchedules(' ')).toEqual({});
  });

  it.each([
    ['subscriptions.licences', 'is not <plugin>.<source>=<number><m|h|d>'],
    ['subscriptions.licences=15', 'is not'],
    ['subscriptions.licences=15s', 'is not'],
    ['licences=1h', 'is not'],
    ['subscriptions.licences=-1h', 'is not'],
    ['subscriptions.licences=0m', 'between 1m and 31d'],
    ['subscriptions.licences=32d', 'between 1m and 31d'],
    ['subscriptions.licences=1h,subscriptions.licences=2h', 'names subscriptions.licences twice'],
  ])('refuses %s', (value, message) => {
    expect(() => parseSyncSchedules(value)).toThrow(message);
  });

  it('refuses a malformed value at start, in production too', () => {
    expect(() => loadConfig({ SYNC_SCHEDULES: 'subscriptions.licences=often' }, '/tmp')).toThrow('SYNC_SCHEDULES');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SYNC_SCHEDULES: 'subscriptions.licences=often' }, '/tmp'),
    ).toThrow('SYNC_SCHEDULES');
    expect(loadConfig({ SYNC_SCHEDULES: 'subscriptions.licences=2h' }, '/tmp').syncSchedules).toEqual({
      'subscriptions.licences': 7_200_000,
    });
  });
});

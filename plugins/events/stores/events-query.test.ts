import { apiQueryString, queryFromParams, withQuery } from './events-query';

describe('the events query in the address bar', () => {
  it('reads the filters and page, leaving out what the list cannot use', () => {
    expect(
      queryFromParams(new URLSearchParams('type=backup&from=2026-11-01&to=2026-11-30&q=%20vpn%20&page=3&pageSize=50')),
    ).toEqual({ type: 'backup', from: '2026-11-01', to: '2026-11-30', q: 'vpn', page: 3, pageSize: 50 });
    expect(queryFromParams(new URLSearchParams('type=party&from=2026-02-30&page=-1&pageSize=15'))).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = withQuery(new URLSearchParams('embed=true&page=4'), { type: 'incident', page: 1, pageSize: 20 });
    expect(params.toString()).toBe('embed=true&type=incident');
    expect(apiQueryString({ q: 'a&b', page: 2, pageSize: 10 })).toBe('q=a%26b&page=2&pageSize=10');
  });
});

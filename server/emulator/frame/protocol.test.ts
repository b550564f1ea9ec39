import { isRequestMessage, notFoundReply } from './protocol';

describe('emulator catch-all', () => {
  it('answers any unknown call with 404 so no client promise waits forever', () => {
    expect(isRequestMessage({ method: 'GET', url: '/report/unknown', headers: {} })).toBe(true);
    expect(isRequestMessage({ statusCode: 202, headers: { id: '1' } })).toBe(false);
    expect(notFoundReply({ method: 'GET', url: '/report/unknown' })).toMatchObject({ statusCode: 404, body: { message: 'Not found' } });
  });
});

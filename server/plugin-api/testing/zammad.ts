/**
 * The Zammad emulator for the service requests' connector tests: started over https beside the portal, with the
 * portal's SERVICE_REQUESTS_CONNECTOR and ZAMMAD_* settings for it (`portalEnv`) and its throwaway certificate
 * (`ca`, for `trustingFetch`); `state` holds its tickets and switches its failures (`down`, `throttle`).
 */
export { startZammad, type RunningZammad } from '../../../emulators/zammad/start';
export type { OutgoingWebhook, ZammadState } from '../../../emulators/zammad/state';

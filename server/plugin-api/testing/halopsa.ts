/**
 * The HaloPSA emulator for the service requests' connector tests: started over https beside the portal, with the
 * portal's SERVICE_REQUESTS_CONNECTOR and HALOPSA_* settings for it (`portalEnv`) and its throwaway certificate
 * (`ca`, for `trustingFetch`); `state` holds its tickets and switches its failures (`down`, `throttle`).
 */
export { startHalo, type RunningHalo } from '../../../emulators/halopsa/start';
export type { HaloState } from '../../../emulators/halopsa/state';
export type { OutgoingWebhook } from '../../../emulators/kit/ticket-system';

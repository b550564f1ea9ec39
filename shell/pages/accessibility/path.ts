/** The conformance statement's route: public, linked from every page's frame and from the sign-in page. */
export const ACCESSIBILITY_PATH = '/accessibility';

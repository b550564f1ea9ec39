import { FULL_SCREEN_BODY_CLASS } from './constants';

/** Marks the page body full-screen; the returned function clears the mark. */
export function markBodyFullScreen(body: HTMLElement = document.body): () => void {
  body.classList.add(FULL_SCREEN_BODY_CLASS);
  return () => body.classList.remove(FULL_SCREEN_BODY_CLASS);
}

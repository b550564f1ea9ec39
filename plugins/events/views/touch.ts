import type { CSSProperties } from 'react';

/** Every control of the list is at least 44 px high, so a finger hits it on a phone. */
export const TOUCH: CSSProperties = { minHeight: 44 };

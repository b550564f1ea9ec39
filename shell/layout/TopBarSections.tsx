import { PlacedSections } from './PlacedSections';

/** Top-bar items registered by plugins (e.g. the notifications bell). */
export function TopBarSections() {
  return <PlacedSections placement="top-bar" />;
}

import en from './en.json';
import nl from './nl.json';
import brandingEn from './branding.en.json';
import brandingNl from './branding.nl.json';
import runAsEn from './runas.en.json';
import runAsNl from './runas.nl.json';
import broadcastsEn from './broadcasts.en.json';
import broadcastsNl from './broadcasts.nl.json';
import menusEn from './menus.en.json';
import menusNl from './menus.nl.json';
import homeEn from './home.en.json';
import homeNl from './home.nl.json';
import permissionsEn from './permissions.en.json';
import permissionsNl from './permissions.nl.json';
import identitiesEn from './identities.en.json';
import identitiesNl from './identities.nl.json';
import syncsEn from './syncs.en.json';
import syncsNl from './syncs.nl.json';
import apiKeysEn from './apikeys.en.json';
import apiKeysNl from './apikeys.nl.json';
import recordsEn from './records.en.json';
import recordsNl from './records.nl.json';

/**
 * The admin plugin's texts: the base bundle plus one bundle per screen area (menus, branding, ...), each a
 * pair of files <area>.en.json / <area>.nl.json whose top-level keys do not collide with the base bundle's.
 */
const areas: { en: Record<string, unknown>; nl: Record<string, unknown> }[] = [
  { en: brandingEn, nl: brandingNl },
  { en: runAsEn, nl: runAsNl },
  { en: broadcastsEn, nl: broadcastsNl },
  { en: menusEn, nl: menusNl },
  { en: permissionsEn, nl: permissionsNl },
  { en: homeEn, nl: homeNl },
  { en: recordsEn, nl: recordsNl },
  { en: identitiesEn, nl: identitiesNl },
  { en: syncsEn, nl: syncsNl },
  { en: apiKeysEn, nl: apiKeysNl },
];

export const adminTexts = {
  en: Object.assign({}, en, ...areas.map((area) => area.en)) as Record<string, unknown>,
  nl: Object.assign({}, nl, ...areas.map((area) => area.nl)) as Record<string, unknown>,
};

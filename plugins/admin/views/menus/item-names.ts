import { textIn, type ContentLanguage } from '../../../../core/contract';
import type { MenuNode } from '../../contract-menus';

export const contentLanguageOf = (uiLanguage: string): ContentLanguage => (uiLanguage === 'nl' ? 'nl' : 'en');

/** An item's name as the editor shows it (tree, headings, announcements): in the screen's language, else the other. */
export const nameIn = (uiLanguage: string, node: Pick<MenuNode, 'name' | 'nameNl'>) =>
  textIn(contentLanguageOf(uiLanguage), { en: node.name, nl: node.nameNl });

/** A new item's name (and an action's title) in the screen's language: the administrator adds the other one. */
export function newItemTexts(uiLanguage: string, text: string): Pick<MenuNode, 'name' | 'nameNl'> {
  return contentLanguageOf(uiLanguage) === 'nl' ? { name: '', nameNl: text } : { name: text, nameNl: null };
}

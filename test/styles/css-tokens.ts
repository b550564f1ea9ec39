/**
 * The --portal-* custom properties a stylesheet gives a theme class, as the browser resolves them: the :root
 * defaults, then the theme's own declarations over them, in source order.
 */
export function cssTokensOf(stylesheet: string, theme: string): Record<string, string> {
  const css = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Record<string, string> = {};
  for (const rule of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = rule[1]!.split(',').map((selector) => selector.trim());
    if (!selectors.includes(':root') && !selectors.includes(`.${theme}`)) continue;
    for (const declaration of rule[2]!.matchAll(/(--portal-[a-z-]+)\s*:\s*([^;]+)/g))
      tokens[declaration[1]!] = declaration[2]!.trim();
  }
  return tokens;
}

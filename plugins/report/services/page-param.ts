/** The query parameter of /action/{id} that names the report page shown, so that a link opens the same page. */
export const PAGE_PARAM = 'page';

/**
 * Power BI page names are generated identifiers (`ReportSection…`, hex ids) or short names: letters, digits,
 * `_` and `-`. Anything else in the URL is ignored (the report opens its default page).
 */
const PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export function isPageName(value: string | null | undefined): value is string {
  return typeof value === 'string' && PAGE_NAME.test(value);
}

/** The page named in a location's search string, when it is a valid page name. */
export function pageFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(PAGE_PARAM);
  return isPageName(value) ? value : null;
}

/** The search string with the page parameter set (other parameters kept). */
export function searchWithPage(search: string, pageName: string): string {
  const params = new URLSearchParams(search);
  params.set(PAGE_PARAM, pageName);
  return `?${params.toString()}`;
}

/**
 * The page's style nonce (server/http/index-page.ts puts it on `<meta property="csp-nonce">`): the CSP lets
 * only <style> elements carrying it apply. Read from the element's `nonce` property: browsers hide the
 * attribute itself once the page is parsed. Null when the page has none (another backend, the test kit).
 */
export function readStyleNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || null;
}

/**
 * antd's own style tags carry the nonce through ConfigProvider's `csp`; a few of its helpers (the scroll
 * lock of a modal) add a <style> without asking. Style elements this page's scripts insert get the nonce
 * as they are inserted; markup parsed from HTML never passes here, so injected <style> stays blocked.
 */
export function nonceScriptInsertedStyles(nonce: string, proto: Node = Node.prototype): void {
  const withNonce = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    return node;
  };
  const { appendChild, insertBefore } = proto;
  Object.assign(proto, {
    appendChild<T extends Node>(this: Node, node: T): T {
      return appendChild.call(this, withNonce(node)) as T;
    },
    insertBefore<T extends Node>(this: Node, node: T, child: Node | null): T {
      return insertBefore.call(this, withNonce(node), child) as T;
    },
  });
}

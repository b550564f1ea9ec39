// oidc-provider announces on the console its development defaults (in-memory store, generated keys, default
// lifetimes) and that it prefers Node 22 (it runs on 20); in tests that is noise. Import before oidc-provider.
for (const level of ['warn', 'info'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
    original(...args);
  };
}

export {};

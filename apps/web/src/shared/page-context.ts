/**
 * Where the page is, what the browser keeps and how calls leave it. In the browser these are the window's own; when
 * the server renders a page they belong to the request it answers (entry-server.tsx provides them), so nothing of one
 * visitor is seen while rendering another's page.
 */
export type PageContext = {
  location: Pick<Location, 'hostname' | 'host' | 'origin' | 'href' | 'pathname'>;
  local: Storage;
  session: Storage;
  fetch: typeof fetch;
};

/** Whether this runs in a browser: false while the server writes a page. */
export const inBrowser = typeof window !== 'undefined';
let serverContext: () => PageContext | undefined = () => undefined;

/** The server's renderer says, once, where the request being rendered finds its context. */
export function provideServerContext(current: () => PageContext | undefined) {
  serverContext = current;
}

function current(): PageContext {
  const context = serverContext();
  if (!context) throw new Error('Rendered outside a browser with no request to render for');
  return context;
}

export const pageLocation = (): PageContext['location'] => (inBrowser ? window.location : current().location);

/** The request's own calls while the server draws its page; else (the browser, a test) the global fetch. */
export const pageFetch: typeof fetch = (input, init) => (serverContext()?.fetch ?? fetch)(input, init);

/** A storage whose every use goes to the page's own: the browser's, or the request's on the server. */
export function pageStorage(kind: 'local' | 'session'): Storage {
  if (inBrowser) return browserStorage(kind);
  const storage = () => current()[kind];
  return {
    get length() {
      return storage().length;
    },
    clear: () => storage().clear(),
    getItem: (key) => storage().getItem(key),
    key: (index) => storage().key(index),
    removeItem: (key) => storage().removeItem(key),
    setItem: (key, value) => storage().setItem(key, value),
  };
}

function browserStorage(kind: 'local' | 'session'): Storage {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Reading window.localStorage throws when storage is disabled for the site.
    return createMemoryStorage();
  }
}

/** Storage that lives only as long as the page; used where the browser refuses real storage, and on the server. */
export function createMemoryStorage(entries: Iterable<[string, string]> = []): Storage {
  const items = new Map<string, string>(entries);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

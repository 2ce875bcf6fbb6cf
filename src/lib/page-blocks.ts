// The JSON data blocks the server writes into the page (server/static.ts): read from the document in the browser,
// and from the blocks the server hands over while it renders the page itself (src/ssr/entry-server.tsx).
let serverBlocks: Record<string, string> | null = null;

/** The text of the page's data block `id`; null when the page has none. */
export function pageBlock(id: string): string | null {
  if (serverBlocks) return serverBlocks[id] ?? null;
  return typeof document === 'undefined' ? null : (document.getElementById(id)?.textContent ?? null);
}

/** While the server renders a page: the blocks that page carries (null: none, back to the document). */
export function setServerBlocks(blocks: Record<string, string> | null): void {
  serverBlocks = blocks;
}

/** Whether the server is drawing a page now (the API client then answers from the page's blocks only). */
export const drawingOnServer = (): boolean => serverBlocks !== null;

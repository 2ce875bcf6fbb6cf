import { useLocation } from 'wouter';

// Pages seen in this visit: back uses the browser history only when there is an in-app page to return to.
let pagesSeen = 0;
export function notePageSeen(): void {
  pagesSeen += 1;
}

/** A new visit (stories and tests): no page seen yet, so back goes to the parent page. */
export function resetPagesSeen(): void {
  pagesSeen = 0;
}

/** Back goes to the previous page; opened straight from a link, it goes to the page's parent instead. */
export function useBack(fallback?: string) {
  const [path, navigate] = useLocation();
  return () => {
    if (pagesSeen > 1) window.history.back();
    else navigate(fallback ?? parentOf(path), { replace: true });
  };
}

export function parentOf(path: string): string {
  if (/^\/(booth|drink|foodtruck|toilet)\//.test(path)) return '/map';
  if (path.startsWith('/board/')) return '/board';
  if (path.startsWith('/admin/festa/')) return '/admin/festa';
  if (path.startsWith('/admin/booth/')) return '/admin/booth';
  return '/';
}

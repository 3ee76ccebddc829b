import { useLocation } from 'react-router-dom';

const PUBLIC_PAGES = ['/login', '/self-onboarding'];

/** SPEC §2: no menu button on the login and self-onboarding pages. */
export function useIsPublicPage(): boolean {
  const { pathname } = useLocation();
  return PUBLIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

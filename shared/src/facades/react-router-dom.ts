// What the portal's apps take from react-router-dom, and nothing else: the build shares this
// module in its place (rspack.base.js), so the router behind it is tree-shaken — to a quarter,
// as the shell uses the declarative router. Another export is added here (facades.test.ts fails
// until it is) and needs a shell built with it. Tests import react-router-dom itself.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';

import { useParams } from 'react-router-dom';
import { parseRouteId } from './parse-route-id';

/** The route's `:id` (or another parameter) as a record id, or undefined when it does not name one. */
export function useRouteId(param = 'id'): number | undefined {
  return parseRouteId(useParams()[param]);
}

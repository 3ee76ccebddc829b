import { useParams } from 'react-router-dom';

/** The `:id` of the route as a client id, or undefined when it is not a positive whole number. */
export function useClientId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

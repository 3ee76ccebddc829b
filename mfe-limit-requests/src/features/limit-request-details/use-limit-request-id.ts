import { useParams } from 'react-router-dom';

/** The route's `:id` as a request id, or undefined when it is not a positive whole number. */
export function useLimitRequestId(): number | undefined {
  const text = useParams().id ?? '';
  const id = Number(text);
  // Number('') is 0 and Number(' 5') is 5; only plain digits name a request.
  return /^\d+$/.test(text) && id > 0 ? id : undefined;
}

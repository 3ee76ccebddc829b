import { createContext, useContext } from 'react';
import type { ApiTarget } from './http';

const ApiContext = createContext<ApiTarget>({ base: '/api', lang: 'ar' });
export const ApiProvider = ApiContext.Provider;

/** The API this copy of the form talks to, with the applicant's language. */
export function useApiTarget(): ApiTarget {
  return useContext(ApiContext);
}

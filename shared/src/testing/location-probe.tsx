import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/** Shows where the router is, for `currentLocation()`; render it beside the app under test. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Where the app's router is now, as `/clients?page=2`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

import { humanisedDuration } from './humanised-duration';

const minutes = (n: number) => n * 60_000;

test('writes ages in the two largest units, in each language and its digits', () => {
  expect(humanisedDuration(minutes(3 * 24 * 60 + 4 * 60 + 12), 'en')).toBe('3 days 4 hrs');
  expect(humanisedDuration(minutes(3 * 24 * 60 + 4 * 60 + 12), 'ar')).toBe('٣ أيام ٤ س');
  expect(humanisedDuration(minutes(2 * 24 * 60), 'en')).toBe('2 days');
  expect(humanisedDuration(minutes(65), 'en')).toBe('1 hr 5 mins');
  expect(humanisedDuration(minutes(7), 'ar')).toBe('٧ د');
  // A clock a little behind the server's never shows a negative age.
  expect(humanisedDuration(-5000, 'en')).toBe('0 mins');
});

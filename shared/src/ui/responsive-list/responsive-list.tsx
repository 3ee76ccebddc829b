import { SMALL_SCREEN_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { ListCards, type ListCardsProps } from './list-cards';
import { ListTable } from './list-table';

export type ResponsiveListProps<T> = ListCardsProps<T>;

/** SPEC §2: a table on wide screens, cards below the small breakpoint. */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return small ? <ListCards {...props} /> : <ListTable {...props} />;
}

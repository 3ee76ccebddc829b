/** Issue 15: from this width the navigation is a side bar that stays open; below, an overlay drawer. */
export const WIDE_SCREEN_QUERY = '(min-width: 1280px)';

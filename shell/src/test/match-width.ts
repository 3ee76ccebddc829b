/**
 * window.matchMedia as a screen `width` px wide answers it, for the min-width and max-width
 * queries the layout uses (jsdom does no layout and matches no query).
 */
export function matchWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

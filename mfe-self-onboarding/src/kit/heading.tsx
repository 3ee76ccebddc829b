import { createContext, forwardRef, useContext, type HTMLAttributes } from 'react';

/** The level of the app's title: 1 on the portal's page, 2 as a section of another site's page. */
const LevelContext = createContext(1);
export const HeadingLevelProvider = LevelContext.Provider;

type Props = HTMLAttributes<HTMLHeadingElement> & { depth?: 0 | 1 | 2 };

/** A heading `depth` levels below the app's title, so the outline holds wherever the app is placed. */
export const Heading = forwardRef<HTMLHeadingElement, Props>(function Heading({ depth = 0, ...props }, ref) {
  const level = Math.min(useContext(LevelContext) + depth, 6);
  const Tag = `h${level}` as 'h2';
  return <Tag ref={ref} {...props} />;
});

import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

/** One narrow column, as the change-password page; it never scrolls sideways at 360 px. */
export const useSectionStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '560px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  qr: {
    width: '200px',
    height: '200px',
    maxWidth: '100%',
    // The QR code keeps its white quiet zone on the dark theme, where scanners need it.
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusMedium,
  },
  key: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    margin: 0,
  },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: tokens.spacingVerticalS,
    padding: 0,
    margin: 0,
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
  },
});

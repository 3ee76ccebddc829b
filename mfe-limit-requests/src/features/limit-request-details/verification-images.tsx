import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Link } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { DetailsCard } from '@back-office/shared/ui';
import type { VerificationImages as Images } from '@back-office/shared/contract';

const KINDS = ['front_image', 'back_image', 'selfie'] as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
  thumbnail: {
    display: 'block',
    width: '160px',
    height: '120px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** The camera captures taken with the request, each opening full size in a new tab; none, no section. */
export function VerificationImages({ images }: { images: Images }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const taken = KINDS.filter((kind) => images[kind]);
  if (taken.length === 0) return null;
  return (
    <DetailsCard title={t('details.verification.title')}>
      <ul className={styles.list}>
        {taken.map((kind) => {
          const name = t(`details.verification.${kind}`);
          return (
            <li key={kind} className={styles.item}>
              <Link href={images[kind]!} target="_blank" rel="noopener noreferrer" aria-label={t('details.verification.open', { name })}>
                <img className={styles.thumbnail} src={images[kind]!} alt={name} loading="lazy" />
              </Link>
              <span className={styles.caption} aria-hidden>
                {name}
              </span>
            </li>
          );
        })}
      </ul>
    </DetailsCard>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

const hiddenUntilFocused =
  'sr-only rounded-lg bg-primary text-primary-foreground focus:not-sr-only focus:absolute focus:px-4 focus:py-2 focus:shadow-lg focus:start-4 focus:top-3 focus:z-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The first two Tab stops of every page, shown when focused: past the menus to the page itself, and
 * to the crisis lines, so neither is fifteen presses away.
 */
export function SkipLinks({ target }: { target: string }) {
  const { t } = useTranslation('common');
  const onCrisisPage = useLocation().pathname === paths.crisisSupport;
  return (
    <>
      <a href={`#${target}`} className={hiddenUntilFocused}>
        {t('header.skipToContent')}
      </a>
      {/* On the crisis page itself, to its lines. */}
      {onCrisisPage ? (
        <a href="#lines" className={hiddenUntilFocused}>
          {t('footer.getHelp')}
        </a>
      ) : (
        <Link to={paths.crisisSupport} className={hiddenUntilFocused}>
          {t('footer.getHelp')}
        </Link>
      )}
    </>
  );
}

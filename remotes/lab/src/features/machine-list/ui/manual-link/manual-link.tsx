import { routes } from '@academy/api';
import { isPlainLeftClick, RouteLink } from '@academy/ui';
import { Manual } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import { $hasManual, $manualLinkNotice, manualLinkClicked } from '../../model';
import styles from './manual-link.module.css';

/**
 * 'Manual', for a class that reads one: the manual is read on /view beside a running machine's console, so a plain
 * click opens that console with the manual shown (the link's own address is /view, for a new tab).
 */
export function ManualLink() {
  const { hasManual, notice, clicked } = useUnit({
    hasManual: $hasManual,
    notice: $manualLinkNotice,
    clicked: manualLinkClicked,
  });
  if (!hasManual) return null;
  return (
    <p className={styles.manual}>
      <RouteLink
        to={routes.view}
        className={styles.link}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          clicked();
        }}
      >
        <Manual aria-hidden />
        Manual
      </RouteLink>
      <span role="status" className={styles.notice}>
        {notice}
      </span>
    </p>
  );
}

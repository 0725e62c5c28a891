import { VISUALLY_HIDDEN } from '@academy/ui';
import { Callout, H1, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $labName } from '@/shared/model/lab-session';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import { $isRevertPending, $listError, $provisioningBanner, $revertError } from '../../model';
import styles from './lab-status.module.css';

/**
 * The page's level-one heading is the lab's name (spec §2). Until a reload's re-fetch brings it, the heading is
 * there already, named after the page for screen readers only, so focus and the document title have one to follow.
 */
export function LabHeading() {
  const labName = useUnit($labName);
  return (
    <H1 className={styles.heading}>{labName === '' ? <span className={VISUALLY_HIDDEN}>Machines</span> : labName}</H1>
  );
}

/**
 * Provisioning progress, and the stored errors of the list's re-fetch and of the revert. The progress region is
 * always in the page (a region added together with its text is often not read), so each new count is heard once;
 * an error is an alert, read as it appears.
 */
export function LabBanners() {
  const [banner, listError, revertError] = useUnit([$provisioningBanner, $listError, $revertError]);
  return (
    <div>
      <div role="status">
        {banner !== '' && (
          <Callout className={styles.banner} intent={Intent.PRIMARY}>
            {banner}
          </Callout>
        )}
      </div>
      {listError !== '' && (
        <Callout className={styles.banner} intent={Intent.DANGER} role="alert">
          {listError}
        </Callout>
      )}
      {revertError !== '' && (
        <Callout className={styles.banner} intent={Intent.DANGER} role="alert">
          {revertError}
        </Callout>
      )}
    </div>
  );
}

/** While the revert call runs. */
export function RevertOverlay() {
  const isReverting = useUnit($isRevertPending);
  return <LoadingOverlay isOpen={isReverting} text="Reverting entire lab. This may take a few minutes" />;
}

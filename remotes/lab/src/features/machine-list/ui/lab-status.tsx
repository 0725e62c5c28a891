import { Callout, H2, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import './machine-list.css';
import { $labName } from '@/shared/lab-session/model';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import { $isRevertPending, $listError, $provisioningBanner, $revertError } from '../model';

/** The heading is the lab's name (spec §2). */
export function LabHeading() {
  const labName = useUnit($labName);
  return <H2 className="lab-heading">{labName}</H2>;
}

/** Provisioning progress, and the stored errors of the list's re-fetch and of the revert. */
export function LabBanners() {
  const [banner, listError, revertError] = useUnit([$provisioningBanner, $listError, $revertError]);
  return (
    <div className="lab-banners">
      {banner !== '' && (
        <Callout intent={Intent.PRIMARY} role="status">
          {banner}
        </Callout>
      )}
      {listError !== '' && (
        <Callout intent={Intent.DANGER} role="alert">
          {listError}
        </Callout>
      )}
      {revertError !== '' && (
        <Callout intent={Intent.DANGER} role="alert">
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

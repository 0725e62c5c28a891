import { NonIdealState, Spinner } from '@blueprintjs/core';

/** Return point of the identity provider's redirect (spec §2). */
export default function LoginCallbackPage() {
  return <NonIdealState icon={<Spinner />} title="Working..." />;
}


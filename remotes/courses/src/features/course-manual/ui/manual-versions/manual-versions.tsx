import { useUnit } from 'effector-react';
import { versionLineOf } from '../../lib';
import { $manualVersions, $manualVersionsFailed } from '../../model';

/** Which classes read which version: a class keeps the manual it was created with. */
export function ManualVersions() {
  const { versions, failed } = useUnit({ versions: $manualVersions, failed: $manualVersionsFailed });
  if (failed) return <p>Which classes use which version of the manual could not be loaded.</p>;
  if (versions.length === 0) return null;
  return (
    <div>
      <p>A class keeps the manual as it was when the class was created; saving a changed manual makes a new version.</p>
      <ul>
        {versions.map((use) => (
          <li key={use.version}>{versionLineOf(use)}</li>
        ))}
      </ul>
    </div>
  );
}

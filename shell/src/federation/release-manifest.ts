import { arrayOf, isBoolean, isString, objectOf, optional, recordOf } from '@academy/contract-checks';
import type {
  BuildManifestShared,
  RELEASE_MANIFEST_KEY,
  RemoteBuildManifest,
  RemoteReleaseInfo,
} from '@academy/contracts';

type ManifestMetaData = Pick<NonNullable<RemoteBuildManifest['metaData']>, 'buildInfo' | 'pluginVersion'>;
type ReleaseBlock = Pick<RemoteReleaseInfo, 'version' | 'federationRuntime' | 'integrity'>;

/**
 * The parts of a remote's mf-manifest.json the shell reads (its version, what it needs, its files' integrity); the
 * federation runtime reads the rest itself.
 */
export interface ReleaseManifest {
  metaData?: ManifestMetaData;
  shared?: Pick<BuildManifestShared, 'name' | 'singleton' | 'requiredVersion'>[];
  [RELEASE_MANIFEST_KEY]?: ReleaseBlock;
}

/** Each part the shell reads, of its type where it is present (all are optional: an older remote lacks some). */
export const isReleaseManifest = objectOf<ReleaseManifest>({
  metaData: optional(
    objectOf<ManifestMetaData>({
      buildInfo: optional(objectOf<{ buildVersion?: string }>({ buildVersion: optional(isString) })),
      pluginVersion: optional(isString),
    }),
  ),
  shared: optional(
    arrayOf(
      objectOf<Pick<BuildManifestShared, 'name' | 'singleton' | 'requiredVersion'>>({
        name: isString,
        singleton: optional(isBoolean),
        requiredVersion: optional((value): value is string | false => value === false || isString(value)),
      }),
    ),
  ),
  academyRelease: optional(
    objectOf<ReleaseBlock>({ version: isString, federationRuntime: isString, integrity: recordOf(isString) }),
  ),
});

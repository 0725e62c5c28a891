import { PageState } from '@/layout/page-state/page-state';
import { buttonClass } from '@/ui/button/button-class';
import type { RemoteVersionSkewError } from './version-skew-error';
import './version-skew-state.css';

const PART_NAMES = { lab: 'Lab', console: 'Console', courses: 'Courses', classes: 'Classes' } as const;

/**
 * The page area when a remote's release does not fit the running portal: what happened and what to do, in plain
 * words, and for the academy's IT team which versions clash. Reload is the way on: a new page asks for the current
 * /remotes.json, which the operator may have fixed meanwhile.
 */
export function VersionSkewState({ error }: { error: RemoteVersionSkewError }) {
  return (
    <PageState
      className="remote-version-skew"
      title="This part of the portal is out of step"
      description={
        <>
          <p>
            The {PART_NAMES[error.remote]} part of the portal was released for a different version of the portal, so it
            was not opened. The rest of the portal still works. Reload the page; if this message stays, tell your
            academy's IT team.
          </p>
          <p className="remote-version-skew__details">
            For the IT team: {error.remote} {error.remoteVersion} needs{' '}
            {error.clashes
              .map((clash) => `${clash.name} ${clash.required} (the portal has ${clash.provided})`)
              .join(', ')}
            .
          </p>
        </>
      }
      action={
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
      }
    />
  );
}

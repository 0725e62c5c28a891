import { routes } from '@academy/api';
import { RouteLink } from '@academy/ui';
import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $consoleReach, $joined, $linkProblem, continueClicked } from '../model';
import styles from './join-panel.module.css';

/** The username as students type it: the part before the academy's domain. */
function shortUsername(username: string): string {
  return username.split('@')[0] ?? username;
}

const REACH_TEXTS = {
  unknown: '',
  checking: 'Checking that this network lets your machines’ consoles through…',
  reachable: 'This network lets your machines’ consoles through.',
  blocked:
    'This network blocks the connection your machines’ consoles use (a WebSocket to this site). Your machine list ' +
    'works, but a console will not open: use another network, or ask its administrator to allow WebSocket ' +
    'connections to this site.',
} satisfies Record<'unknown' | 'checking' | 'reachable' | 'blocked', string>;

/** What the link did: whose lab it opens, the personal passphrase shown once, whether a console can get through. */
export function JoinPanel() {
  const [problem, joined, reach, onContinue] = useUnit([$linkProblem, $joined, $consoleReach, continueClicked]);
  if (problem) {
    return (
      // Headings of their own level, not the callouts' titles (h5), so the page's outline follows its h1.
      <Callout intent={Intent.DANGER} className={styles.callout}>
        <H2 className={styles.heading}>This link did not sign you in</H2>
        <p>{problem}</p>
        <RouteLink to={routes.login}>Log in with your username and passphrase</RouteLink>
      </Callout>
    );
  }
  if (!joined) return null;
  const waits = joined.personalPassphrase !== null || reach === 'blocked';
  return (
    <div className={styles.panel}>
      <p>
        This link opens the lab of <strong>{joined.name}</strong> ({shortUsername(joined.username)}).
      </p>
      {joined.personalPassphrase !== null && (
        <Callout intent={Intent.PRIMARY} className={styles.callout}>
          <H2 className={styles.heading}>Your personal passphrase</H2>
          <p className={styles.passphrase}>
            <code>{joined.personalPassphrase}</code>
          </p>
          <p>
            Keep it: with your username, {shortUsername(joined.username)}, it signs you in from the login form on
            another device. This page shows it only once.
          </p>
        </Callout>
      )}
      {reach !== 'unknown' && (
        <Callout
          intent={reach === 'blocked' ? Intent.WARNING : reach === 'reachable' ? Intent.SUCCESS : Intent.NONE}
          role="status"
        >
          {REACH_TEXTS[reach]}
        </Callout>
      )}
      {waits && (
        <Button intent={Intent.PRIMARY} onClick={onContinue} disabled={reach === 'checking'}>
          Continue to my machines
        </Button>
      )}
    </div>
  );
}

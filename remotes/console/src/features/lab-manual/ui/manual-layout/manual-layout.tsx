import { Button } from '@blueprintjs/core';
import { Manual } from '@blueprintjs/icons';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $isPaneHidden, $manual, $paneWidth, $showsLoadError, $tab, showClicked, tabChosen } from '../../model';
import { ManualPane } from '../manual-pane/manual-pane';
import styles from './manual-layout.module.css';
import { PaneSeparator } from './pane-separator';

export const CONSOLE_PANEL_ID = 'lab-console-panel';
export const MANUAL_PANEL_ID = 'lab-manual-panel';

/**
 * The console with the class's manual on its right, or on a phone the two as tabs. The console stays where it is in
 * the tree whatever the manual does: moving it would reconnect it.
 */
export function ManualLayout({ children }: { children: ReactNode }) {
  const { manual, loadError, hidden, width, tab, show, choose } = useUnit({
    manual: $manual,
    loadError: $showsLoadError,
    hidden: $isPaneHidden,
    width: $paneWidth,
    tab: $tab,
    show: showClicked,
    choose: tabChosen,
  });
  const hasPane = manual !== null || loadError;
  const panes = [
    { id: 'console', label: 'Console', controls: CONSOLE_PANEL_ID },
    { id: 'manual', label: 'Manual', controls: MANUAL_PANEL_ID },
  ] as const;
  return (
    <div className={styles.layout} data-tab={hasPane ? tab : undefined} data-pane-hidden={hidden || undefined}>
      {hasPane && (
        <div role="tablist" aria-label="Console or manual" className={styles.tabs}>
          {panes.map((pane) => (
            <Button
              key={pane.id}
              role="tab"
              id={`${pane.controls}-tab`}
              aria-selected={tab === pane.id}
              aria-controls={pane.controls}
              variant={tab === pane.id ? 'solid' : 'minimal'}
              intent={tab === pane.id ? 'primary' : 'none'}
              onClick={() => choose(pane.id)}
            >
              {pane.label}
            </Button>
          ))}
        </div>
      )}
      <div id={CONSOLE_PANEL_ID} className={styles.console}>
        {hasPane && hidden && (
          <Button className={styles.show} variant="outlined" icon={<Manual />} onClick={show}>
            Show manual
          </Button>
        )}
        {children}
      </div>
      {hasPane && (
        <>
          <PaneSeparator controls={MANUAL_PANEL_ID} />
          <section
            id={MANUAL_PANEL_ID}
            aria-label="Lab manual"
            className={styles.pane}
            // The share the student chose (a CSSOM property, which the CSP allows, not a style attribute).
            style={{ flexBasis: `${width}%` }}
          >
            <ManualPane />
          </section>
        </>
      )}
    </div>
  );
}

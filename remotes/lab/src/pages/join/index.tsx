// First, so the page's own styles override Blueprint's. An exposed page brings Blueprint's stylesheet (the shell has
// none); the build keeps only the rules this remote uses.
import '@blueprintjs/core/lib/css/blueprint.css';
import { Card, Elevation, H1 } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $isJoining, linkOpened } from '@/features/join-link/model';
import { JoinPanel } from '@/features/join-link/ui/join-panel';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/loading-overlay';
import styles from '@/shared/ui/page-card/page-card.module.css';
import './model';

/** A personal sign-in link (`/join#<token>`): the student's own lab on any device, as the login form opens it. */
export default function JoinPage() {
  const [isJoining, opened] = useUnit([$isJoining, linkOpened]);
  useEffect(() => {
    const read = () => opened(window.location.hash);
    read();
    // The whole link pasted into the address bar of this page changes only the fragment: no new page load.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [opened]);
  return (
    <Card className={styles.page} elevation={Elevation.ONE}>
      <H1 className={styles.title}>Your lab</H1>
      <JoinPanel />
      <LoadingOverlay isOpen={isJoining} text="Logging in" />
    </Card>
  );
}

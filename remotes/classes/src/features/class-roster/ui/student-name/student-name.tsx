import { useStoreMap } from 'effector-react';
import { usernameKeyOf } from '../../lib';
import { $namesByUsername } from '../../model';
import styles from './student-name.module.css';

/** The rostered student's name beside their username on a monitor card; nothing for a numbered username. */
export function StudentName({ username }: { username: string }) {
  const name = useStoreMap({
    store: $namesByUsername,
    keys: [usernameKeyOf(username)],
    fn: (names, [key]) => names[key] ?? null,
  });
  return name === null ? null : <span className={styles.name}>{name}</span>;
}

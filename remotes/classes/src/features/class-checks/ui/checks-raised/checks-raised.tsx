import { Tag } from '@blueprintjs/core';
import { Hand } from '@blueprintjs/icons';
import { useStoreMap } from 'effector-react';
import { raisedText } from '../../lib';
import { $grid } from '../../model';
import styles from './checks-raised.module.css';

/** On a student's card: raised as a raised hand is, after three failed attempts in a row on one check. */
export function ChecksRaised({ email }: { email: string }) {
  const text = useStoreMap({
    store: $grid,
    keys: [email],
    fn: (grid, [student]) => {
      const row = grid?.students.find((candidate) => candidate.email === student);
      return grid && row?.raised ? raisedText(row, grid.checks) : null;
    },
  });
  return (
    <div role="status" className={text ? styles.raised : undefined}>
      {text && (
        <Tag intent="danger" icon={<Hand />} size="large" multiline>
          {text}
        </Tag>
      )}
    </div>
  );
}

import { Button } from '@blueprintjs/core';
import { Remove } from '@blueprintjs/icons';
import { useStoreMap, useUnit } from 'effector-react';
import { usernameOf } from '@/shared/lib/username';
import { usernameKeyOf } from '../../lib';
import { $namesByUsername, removeClicked } from '../../model';

/** 'Remove' on a rostered student's monitor card (a confirmation follows); nothing for a numbered username. */
export function RemoveStudentButton({ username }: { username: string }) {
  const isRostered = useStoreMap({
    store: $namesByUsername,
    keys: [usernameKeyOf(username)],
    fn: (names, [key]) => key in names,
  });
  const remove = useUnit(removeClicked);
  if (!isRostered) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      icon={<Remove />}
      aria-label={`Remove ${usernameOf(username)}`}
      onClick={() => remove(username)}
    >
      Remove
    </Button>
  );
}

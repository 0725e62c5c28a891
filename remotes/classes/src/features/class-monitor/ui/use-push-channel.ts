import { $instructorApi } from '@academy/auth/instructor-api';
import { apiPaths } from '@academy/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { channelDropped, channelOpened, labsOutdated } from '../model';
import { openPushChannel } from '../push-channel';

/** Keeps the class's push channel open while the monitor shows; every opening and every change re-reads the labs. */
export function usePushChannel(classId: string | null): void {
  const api = useUnit($instructorApi);
  const apiRef = useRef(api);
  apiRef.current = api;
  const { opened, dropped, outdated } = useUnit({
    opened: channelOpened,
    dropped: channelDropped,
    outdated: labsOutdated,
  });

  useEffect(() => {
    if (!classId) return;
    const channel = openPushChannel({
      url: `${apiRef.current.apiBaseUrl.replace(/\/+$/, '')}${apiPaths.classEvents(classId)}`,
      accessToken: () => apiRef.current.accessToken,
      handlers: {
        onOpen: () => {
          opened();
          outdated();
        },
        onChange: () => outdated(),
        onDrop: (retryInMs, status) => dropped({ retryInMs, status }),
      },
    });
    return () => channel.close();
  }, [classId, opened, dropped, outdated]);
}

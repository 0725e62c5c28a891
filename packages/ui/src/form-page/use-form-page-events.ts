import { useEffect } from 'react';

/**
 * A form page's events: opened on its path (the new or the edit route) when it mounts, closed when it unmounts.
 * The page's model does the rest.
 */
export function useFormPageEvents(opened: (page: { path: string }) => void, closed: () => void): void {
  useEffect(() => {
    opened({ path: window.location.pathname });
    return () => closed();
  }, [opened, closed]);
}

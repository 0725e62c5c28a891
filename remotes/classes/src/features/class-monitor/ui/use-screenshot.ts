import type { InstructorApi } from '@academy/auth/instructor-api';
import { useEffect, useRef, useState } from 'react';
import { fetchScreenshot } from '@/shared/api/class-labs';

/** How often a visible thumbnail is fetched again. */
export const SCREENSHOT_REFRESH_MS = 5_000;

/**
 * An object URL of the machine's latest screenshot, fetched with the bearer token (an <img> could not send it) while
 * `enabled` (the machine is on), every SCREENSHOT_REFRESH_MS while the page is visible; old URLs are revoked.
 */
export function useScreenshot(api: InstructorApi, classId: string, vm: string, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const apiRef = useRef(api);
  apiRef.current = api;

  useEffect(() => {
    if (!enabled) return;
    let current: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let stopped = false;

    async function refresh(): Promise<void> {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      controller = new AbortController();
      try {
        const blob = await fetchScreenshot(apiRef.current, { classId, vm, signal: controller.signal });
        if (stopped) return;
        const next = URL.createObjectURL(blob);
        if (current) URL.revokeObjectURL(current);
        current = next;
        setUrl(next);
      } catch {
        // A machine turning off, or a dropped call: the next round tries again, the last picture stays.
      }
      if (!stopped) timer = setTimeout(() => void refresh(), SCREENSHOT_REFRESH_MS);
    }

    const onVisibility = () => void refresh();
    document.addEventListener('visibilitychange', onVisibility);
    void refresh();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      if (current) URL.revokeObjectURL(current);
      setUrl(null);
    };
  }, [classId, vm, enabled]);

  return url;
}

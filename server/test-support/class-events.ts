import type { ClassLabChange } from '@academy/contracts';

/** A class monitor's push channel as a test reads it. */
export interface ClassEventsReader {
  response: Response;
  /** Every `lab-changed` event so far. */
  changes: ClassLabChange[];
  /** Resolves with the time the stream ended. */
  ended: Promise<number>;
  close(): void;
}

/** Reads GET /api/training-class/{id}/events: every `lab-changed` event until closed or the server ends the stream. */
export async function openClassEvents(baseUrl: string, classId: string, token: string): Promise<ClassEventsReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/training-class/${classId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const changes: ClassLabChange[] = [];
  let text = '';
  const reader = response.body?.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return Date.now();
      text += decoder.decode(chunk.value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: lab-changed$/m.test(block) && data) changes.push(JSON.parse(data) as ClassLabChange);
      }
    }
  })();
  return { response, changes, ended, close: () => controller.abort() };
}

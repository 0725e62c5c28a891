/** Test support: reads a push channel of the API as a browser would, with fetch. */

export interface OpenedEventStream<T> {
  response: Response;
  /** The data of every event named `eventName`, in order, as it arrives. */
  received: T[];
  /** Resolves with the time the stream ended (the server ended it, or close()). */
  ended: Promise<number>;
  close(): void;
}

export async function openEventStream<T>(
  url: string,
  authorization: string,
  eventName: string,
): Promise<OpenedEventStream<T>> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization }, signal: controller.signal });
  const received: T[] = [];
  let text = '';
  const reader = response.body?.getReader();
  const named = new RegExp(`^event: ${eventName}$`, 'm');
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
        if (named.test(block) && data) received.push(JSON.parse(data) as T);
      }
    }
  })();
  return { response, received, ended, close: () => controller.abort() };
}

/** When the stream ended, or 0 if it is still open after `ms`. */
export function endedWithin(stream: { ended: Promise<number> }, ms: number): Promise<number> {
  return Promise.race([stream.ended, new Promise<number>((resolve) => setTimeout(resolve, ms, 0))]);
}

/** The student push channel of `base` (GET /api/training-class/events), opened with the student's credential. */
export function openStudentEvents<T>(base: string, email: string, passphrase: string): Promise<OpenedEventStream<T>> {
  const basic = Buffer.from(`${email}:${passphrase}`).toString('base64');
  return openEventStream<T>(`${base}/api/training-class/events`, `Basic ${basic}`, 'student-notice');
}

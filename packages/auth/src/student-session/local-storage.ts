/** The three values of a student session kept in the browser (spec §4): they survive a reload. */
export interface StoredStudentSession {
  email: string;
  passphrase: string;
  basic: string;
}

const KEYS: Record<keyof StoredStudentSession, string> = {
  email: 'academy.student.email',
  passphrase: 'academy.student.passphrase',
  basic: 'academy.student.basic',
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access: the session then lasts only as long as the page.
    return null;
  }
}

export function readStoredStudentSession(): StoredStudentSession {
  const store = storage();
  return {
    email: store?.getItem(KEYS.email) ?? '',
    passphrase: store?.getItem(KEYS.passphrase) ?? '',
    basic: store?.getItem(KEYS.basic) ?? '',
  };
}

export function writeStoredStudentSession(session: StoredStudentSession): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(KEYS) as (keyof StoredStudentSession)[]) {
    if (session[key]) store.setItem(KEYS[key], session[key]);
    else store.removeItem(KEYS[key]);
  }
}

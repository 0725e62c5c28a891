import { APP_VERSION } from '@academy/contracts';
import { Classes } from '@blueprintjs/core';

export function Footer() {
  return <footer className={`app-footer ${Classes.TEXT_MUTED}`}>Version {APP_VERSION}</footer>;
}

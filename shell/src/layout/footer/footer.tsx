import { Classes } from '@blueprintjs/core';
import { APP_VERSION } from '@academy/contracts';

export function Footer() {
  return <footer className={`app-footer ${Classes.TEXT_MUTED}`}>Version {APP_VERSION}</footer>;
}

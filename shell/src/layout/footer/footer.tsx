import { APP_VERSION } from '@academy/contracts';

export function Footer() {
  return <footer className="app-footer">Version {APP_VERSION}</footer>;
}

export function Footer() {
  return <footer className="app-footer">Version {ACADEMY_APP_VERSION}</footer>;
}

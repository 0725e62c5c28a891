// Stylesheets are bundled by the app that uses the package (Rsbuild). This package's own are CSS Modules; the plain
// ones are @academy/ui's, imported for their effect where its source is checked with this package's.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

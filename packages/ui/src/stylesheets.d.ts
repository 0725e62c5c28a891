// Stylesheets are imported for their effect and bundled by the app that uses the package (Rsbuild).
declare module '*.css';

/** A stylesheet imported by a screen's module: esbuild bundles every one into dist/play/app.css (client/scripts/build.ts). */
declare module '*.css';

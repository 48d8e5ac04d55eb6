/** A .wasm file imported in the Worker: wrangler bundles it and gives it compiled. */
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}

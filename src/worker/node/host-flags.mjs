/**
 * How `npm start` runs the Node host, and how the benchmarks run it too.
 * - A young generation of 2 MB semi-spaces (V8's default grows to 16 MB under load) keeps a burst
 *   of short-lived objects (migrations at start, a database driver's rows during an export) from
 *   expanding the heap for good; scavenges run more often and each costs less.
 * - No `--enable-source-maps`: it held the bundle's source map in memory, tens of MB. The bundle is
 *   not minified, so stack traces keep their function names; for file and line numbers of the
 *   sources, start it with NODE_OPTIONS=--enable-source-maps (the map is built beside it).
 */
export const HOST_NODE_FLAGS = ['--max-semi-space-size=2'];

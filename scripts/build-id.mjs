// One build id per `vite build`: BUILD_ID from the environment, else a time stamp.
// The id is baked into the bundle and written to dist/builds/latest.json.
let id;
export function buildId() {
  id ??= process.env.BUILD_ID || new Date().toISOString().replace(/[-:.TZ]/g, '');
  return id;
}

// The npm registry mirror reachable from our machines only carries the Linux builds of Tailwind's native engine,
// so `npm install` leaves the other platforms' optional packages out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This adds those entries back (optional, with os/cpu, so npm never fetches them here),
// as a lock made on an unrestricted registry would have them. Run after `npm install` changes the lock.
const fs = require("node:fs");

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const oxide = lock.packages["node_modules/@tailwindcss/oxide"];
if (!oxide) process.exit(0);
const platforms = {
  "oxide-android-arm64": { os: ["android"], cpu: ["arm64"] },
  "oxide-darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "oxide-darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "oxide-freebsd-x64": { os: ["freebsd"], cpu: ["x64"] },
  "oxide-linux-arm-gnueabihf": { os: ["linux"], cpu: ["arm"] },
  "oxide-wasm32-wasi": { cpu: ["wasm32"] },
  "oxide-win32-arm64-msvc": { os: ["win32"], cpu: ["arm64"] },
  "oxide-win32-x64-msvc": { os: ["win32"], cpu: ["x64"] },
};
let added = 0;
for (const [name, target] of Object.entries(platforms)) {
  const key = `node_modules/@tailwindcss/${name}`;
  const version = oxide.optionalDependencies?.[`@tailwindcss/${name}`];
  if (!version || lock.packages[key]) continue;
  lock.packages[key] = { version, license: "MIT", optional: true, ...target, engines: { node: ">= 20" } };
  added++;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
if (added > 0) fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`lock: ${added} platform entries added`);

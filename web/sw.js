// Spacetable's service worker: the whole site in one versioned cache, so a table works offline.
//
// The build (tools/build.py) fills in the release id and the list of files to precache: every
// file the app needs, the Pyodide runtime included, relative to this script.
// Life cycle:
//   install   fetch every file of this release (revalidated, so mostly 304s after a first
//             visit) into "spacetable-<build>"; any failure aborts the install, so a release
//             is either complete or absent
//   waiting   a new release waits while a page of the old one is open; the page shows
//             "update available", and its button sends {type: "activate-update"}
//   activate  delete the caches of other releases, then take over the open pages
//   fetch     answer from this release's cache (query strings ignored: the cache is per release),
//             pages from the cached index.html, anything else from the network
//   message   {type: "cache-snapshot"} (from runtime/pyodide-start.mjs after a normal start): copy
//             this release's memory snapshot (about 31 MB, never part of the install) into its
//             cache in the background; the next start reads it from there (docs/performance.md)
"use strict";

const BUILD = "{{BUILD}}";
const CACHE = `spacetable-${BUILD}`;
const PRECACHE = {{PRECACHE}};
const SNAPSHOT = "{{SNAPSHOT}}"; // runtime/snapshot-<build>.bin, or "" (none built)
const SNAPSHOT_BYTES = {{SNAPSHOT_BYTES}};
const SCOPE = new URL("./", self.location).href;
const INDEX = new URL("./index.html", self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((path) => new Request(new URL(path, SCOPE).href, { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith("spacetable-") && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "activate-update") self.skipWaiting();
  if (event.data && event.data.type === "cache-snapshot") event.waitUntil(cacheSnapshot());
});

let snapshotting = null; // one copy at a time

function cacheSnapshot() {
  snapshotting = snapshotting || copySnapshot().finally(() => (snapshotting = null));
  return snapshotting;
}

async function copySnapshot() {
  if (!SNAPSHOT || !(await caches.has(CACHE))) return; // no snapshot, or this release is not installed
  const url = new URL(SNAPSHOT, SCOPE).href;
  const cache = await caches.open(CACHE);
  if (await cache.match(url)) return;
  try {
    const response = await fetch(url, { cache: "no-cache" });
    if (!response.ok) return;
    const data = await response.blob();
    if (data.size !== SNAPSHOT_BYTES) return; // cut short: never cache half a snapshot
    const headers = { "Content-Type": "application/octet-stream", "Content-Length": String(data.size) };
    await cache.put(url, new Response(data, { headers }));
  } catch (error) {
    console.warn("spacetable: no memory snapshot cached", String(error));
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(CACHE);
  const page = request.mode === "navigate" && isAppPage(request.url);
  const cached = await cache.match(page ? INDEX : request, { ignoreSearch: true });
  if (cached) return cached;
  return fetch(request);
}

function isAppPage(url) {
  const path = new URL(url).pathname;
  const scope = new URL(SCOPE).pathname;
  return path === scope || path === `${scope}index.html`;
}

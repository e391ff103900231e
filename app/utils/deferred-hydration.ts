/**
 * Hydration starts after the first paint (docs/decisions/015-script-priority.md).
 *
 * The page is complete and readable in the server's HTML; the scripts only hydrate it. React Router's `<Scripts>`
 * writes a `<link rel="modulepreload">` per module (about 25) in `<head>` and, at the end of `<body>`, an inline
 * module script that imports them and starts the app. Browsers fetch all of that at once, at the priority of a
 * render-blocking script, while the stylesheet, the font and the first image are still arriving.
 *
 * This stream makes both inert in the HTML: the preloads become `rel="${DEFERRED_PRELOAD_REL}"` and the module
 * script `type="${DEFERRED_MODULE_TYPE}"`. `DEFERRED_HYDRATION_SCRIPT` (in the head) restores them once the browser
 * has painted the page, and the app loads and hydrates as before.
 */
export const DEFERRED_PRELOAD_REL = "kv-modulepreload";
export const DEFERRED_MODULE_TYPE = "text/kv-deferred-module";
/** Longest slice of the preload restore (ms); a task over 50 ms is a long task. */
const RESTORE_SLICE_MS = 15;

/**
 * Runs in `<head>`: once the browser reports the first contentful paint (or, without paint timing, after the first
 * animation frame), turns the inert preloads back into module preloads and replaces the inert module script with a
 * live copy (a script's type cannot be changed into running). While the document is still being parsed it waits
 * for DOMContentLoaded: the streamed HTML may have been cut inside the module script, whose element then exists with
 * part of its text (a copy of it would start nothing); a module script runs after parsing anyway. A hidden tab
 * paints nothing, so a timer also starts it after 1.5 s.
 *
 * Turning a preload live starts its request synchronously, about 1 ms each on a mid-range phone (3-4 ms at 4x CPU
 * slowdown): the 25-30 preloads of a page in one go made a task of ~100 ms at 4x on every page (decision 028). They
 * are restored in slices of at most 15 ms, each in its own task, in document order; the module
 * script is made live after the last one.
 *
 * React Router's module script imports every route module of the page statically (`import * as route0 from ...`),
 * and a static module graph is evaluated in one task: the root's modules and the page's together (130-330 ms at 4x
 * on /tusdatos). The live copy imports them one after the other, `const route0 = await import(...)`, with a
 * macrotask between two routes, so each route's modules are evaluated in a task of their own, in the same order
 * as before (a module evaluates once: what the root already evaluated is not evaluated again). A script that does
 * not have that shape is copied as it is.
 */
export const DEFERRED_HYDRATION_SCRIPT = `(function(){var d=document,s=0,w=0;function go(){if(s)return;if(d.readyState==="loading"){if(!w){w=1;d.addEventListener("DOMContentLoaded",go)}return}var m=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!m)return;s=1;var ls=d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'),i=0;(function step(){var t=performance.now();while(i<ls.length){ls[i++].rel="modulepreload";if(performance.now()-t>${String(RESTORE_SLICE_MS)}&&i<ls.length){setTimeout(step,0);return}}var n=0,h="",c=m.textContent.replace(/import \\* as (route\\d+) from ("[^"]+");/g,(a,v,u)=>(h+=(n++?"await new Promise(r=>setTimeout(r));":"")+"const "+v+"=await import("+u+");",""));var x=d.createElement("script");x.type="module";x.nonce=m.nonce;x.textContent=h+c;m.replaceWith(x)})()}function soon(){setTimeout(go,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(soon)}setTimeout(go,1500)})();`;

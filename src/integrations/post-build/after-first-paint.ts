// When a page's inline scripts may start fetching what the first paint does not need (the web fonts, the island
// runtime): once the page has loaded, its first contentful paint is on screen, and the browser is next idle. The load
// event alone can come before the first paint, on a slow device even long before it is shown: a request started then
// races the paint for the connection and the main thread, and Lighthouse counts it on the first paint's path.
// A browser without paint timing waits for load and idle only.

/**
 * The source of a function expression, for an inline script: `(${AFTER_FIRST_PAINT})(run)` calls `run` once, at that
 * moment. A page hidden from its start (a background tab) paints nothing until shown, and so fetches nothing either.
 */
export const AFTER_FIRST_PAINT =
  `f=>{const i=()=>(self.requestIdleCallback||setTimeout)(f),` +
  `p=()=>PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();i()}}).observe({type:"paint",buffered:!0}):i();` +
  `document.readyState=="complete"?p():addEventListener("load",p,{once:!0})}`;

/**
 * React's development build tags every element it creates with a `console.createTask`, so that
 * browser devtools can show where a component was rendered from. Node has the function but no
 * devtools to show the tasks to, and screen tests create millions of elements: without it React
 * skips the tagging. It reads the function once, on load, so this runs before anything imports it.
 */
delete (console as { createTask?: unknown }).createTask;

/**
 * It also captures a stack trace (an `Error`) per element for its warnings' owner stacks, up to
 * 10,000 elements per render, a count it resets each render: about a tenth of the screen tests'
 * CPU (profiled). Holding the count past that limit makes React use its one shared stand-in
 * instead, as it does past the limit anyway; a warning then names the component without the
 * chain of owners that rendered it.
 */
// Imported only now: an import at the top would load React before the line above.
const react = await import('react');
const internals = (react as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}

// A module (for the top-level await), exporting nothing.
export {};

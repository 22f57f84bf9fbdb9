/**
 * React's development build tags every element it creates with a `console.createTask`, so that
 * browser devtools can show where a component was rendered from. Node has the function but no
 * devtools to show the tasks to, and screen tests create millions of elements: without it React
 * skips the tagging. It reads the function once, on load, so this runs before anything imports it.
 */
delete (console as { createTask?: unknown }).createTask;

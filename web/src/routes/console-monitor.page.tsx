/** Route console-monitor: being built. */
export default function Page() {
  return null;
}

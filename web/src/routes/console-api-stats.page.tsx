/** Route console-api-stats: being built. */
export default function Page() {
  return null;
}

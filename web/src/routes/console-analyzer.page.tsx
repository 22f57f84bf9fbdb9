/** Route console-analyzer: being built. */
export default function Page() {
  return null;
}

/** Route console-history: being built. */
export default function Page() {
  return null;
}

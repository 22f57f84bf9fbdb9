/** Route console-layout: being built. */
export default function Page() {
  return null;
}

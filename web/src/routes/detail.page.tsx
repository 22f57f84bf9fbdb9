/** Route detail: being built. */
export default function Page() {
  return null;
}

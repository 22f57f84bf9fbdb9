/** Route not-found: being built. */
export default function Page() {
  return null;
}

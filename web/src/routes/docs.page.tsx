/** Route docs: being built. */
export default function Page() {
  return null;
}
